import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { messages } from '~/domain/messages';
import { seriousViolations } from './axe';
import { createStaff, expect, STAFF_PASSWORD, test } from './fixtures';

/** What the person's authenticator app would show, `offsetSeconds` from now, for the key on the screen. */
function appCode(secret: string, offsetSeconds = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function signIn(page: Page, email: string) {
  await page.goto('/Adminlogin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Adminlogin$/);
}

test.describe('two-factor sign-in', () => {
  test('a staff user sets it up on My account, then signs in with a code and with a recovery code', async ({
    page,
    request,
    adminSession,
  }) => {
    const outside: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith('http://127.0.0.1') && !sent.url().startsWith('data:')) {
        outside.push(sent.url());
      }
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });

    const user = await createStaff(request, adminSession.access, 'totp');
    await signIn(page, user.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole('link', { name: 'My account' }).first().click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(messages.twoFactor.invalidCode).first()).toBeVisible();
    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(messages.twoFactor.enabled)).toBeVisible();
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByText(/^On: signing in asks for a code/)).toContainText('10 of 10');

    await signOut(page);
    await signIn(page, user.email);
    await expect(page.getByText(messages.twoFactor.enterAppCode)).toBeVisible();
    await expect(page).toHaveURL(/\/Adminlogin$/);
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.twoFactor.invalidCode);
    expect(await seriousViolations(page)).toEqual([]);
    // The confirming code's step is used up: the app's next code (the server takes one step ahead) signs in.
    await page.getByLabel('Authentication code').fill(appCode(secret, 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await signOut(page);
    await signIn(page, user.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByText(messages.twoFactor.enterRecoveryCode)).toBeVisible();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole('link', { name: 'My account' }).first().click();
    await expect(page.getByText(/^On: signing in asks for a code/)).toContainText('9 of 10');

    // The same recovery code does not work twice.
    await signOut(page);
    await signIn(page, user.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.twoFactor.invalidCode);

    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('an administrator held to it reaches only My account until it is on', async ({
    page,
    request,
    adminSession,
  }) => {
    const user = await createStaff(request, adminSession.access, 'must2fa');
    // REQUIRE_2FA_FOR_SUPERUSERS is proven on the server (server/api/auth/two-factor.test.ts); here the login
    // answer says so, as it would for an administrator under it.
    await page.route('**/api/user/admin-login/', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), must_set_up_two_factor: true },
      });
    });
    await signIn(page, user.email);
    await expect(page).toHaveURL(/\/admin-account$/);
    await expect(page.getByText(messages.twoFactor.setupRequired)).toBeVisible();
    await page.goto('/admin-products');
    await expect(page).toHaveURL(/\/admin-account$/);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
