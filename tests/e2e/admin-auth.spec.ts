import type { Page } from '@playwright/test';
import { SESSION_KEYS, type LoginResponse } from '~/app/lib/session';
import { messages } from '~/domain/messages';
import { apiLogin, expect, test, useSession } from './fixtures';
import { E2E_ADMIN } from './settings';

/** An unsigned token whose only use is its `exp`: the guard reads it before deciding to refresh. */
function tokenExpiringIn(seconds: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, token_type: 'access' })}.x`;
}

function storedSession(page: Page) {
  return page.evaluate(() => ({ ...window.localStorage }));
}

test('a visitor without a session is turned away from every admin page', async ({ page }) => {
  for (const path of ['/admin-dashboard', '/admin-products', '/staff', '/admin-orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
});

test('signing in at /Adminlogin opens the dashboard without the shop header and footer', async ({ page }) => {
  await page.goto('/Adminlogin');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // Already signed in as an administrator: the login page hands over to the dashboard.
  await page.goto('/Adminlogin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('a wrong password at /Adminlogin shows the failure and stays', async ({ page }) => {
  await page.goto('/Adminlogin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
  await expect(page).toHaveURL(/\/Adminlogin$/);
});

test('stored flags without staff or superuser rights are cleared and sent away', async ({
  page,
  adminSession,
}) => {
  await useSession(page, { ...adminSession, is_staff: false, is_superuser: false });
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/404$/);
  const stored = await storedSession(page);
  expect(stored[SESSION_KEYS.access]).toBeUndefined();
  expect(stored[SESSION_KEYS.refresh]).toBeUndefined();
});

test('an expired access token is refreshed on load and the page opens', async ({ page, request }) => {
  const session: LoginResponse = await apiLogin(request);
  await useSessionOnce(page, { ...session, access: tokenExpiringIn(-60) });
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stored = await storedSession(page);
  expect(stored[SESSION_KEYS.access]).not.toBe(session.access);
  expect(stored[SESSION_KEYS.refresh]).not.toBe(session.refresh);
});

test('an expired access token with a refused refresh ends the session', async ({ page, adminSession }) => {
  await useSession(page, { ...adminSession, access: tokenExpiringIn(-60), refresh: 'not-a-refresh-token' });
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/404$/);
  const stored = await storedSession(page);
  expect(stored[SESSION_KEYS.access]).toBeUndefined();
  expect(stored[SESSION_KEYS.isSuperuser]).toBeUndefined();
});

test('the session keeper refreshes a token close to expiry within a minute', async ({ page, request }) => {
  const session = await apiLogin(request);
  // The browser's clock runs ahead so that this real token has 200 s left: the server still accepts it.
  const exp = JSON.parse(Buffer.from(session.access.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  await page.clock.install({ time: (exp.exp - 200) * 1000 });
  await useSessionOnce(page, session);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect((await storedSession(page))[SESSION_KEYS.access]).toBe(session.access);
  const refreshed = page.waitForResponse('**/api/token/refresh/');
  await page.clock.fastForward(61_000);
  expect((await refreshed).status()).toBe(200);
  await expect.poll(async () => (await storedSession(page))[SESSION_KEYS.access]).not.toBe(session.access);
});

/**
 * Like useSession, but only for the first document: the refresh rotates the tokens, and a later navigation
 * must see the rotated ones rather than the originals written again.
 */
async function useSessionOnce(page: Page, session: LoginResponse) {
  const entries = Object.entries({
    [SESSION_KEYS.access]: session.access,
    [SESSION_KEYS.refresh]: session.refresh,
    [SESSION_KEYS.isSuperuser]: String(session.is_superuser),
    [SESSION_KEYS.isStaff]: String(session.is_staff),
    [SESSION_KEYS.username]: session.username,
    [SESSION_KEYS.email]: session.email ?? '',
  });
  await page.addInitScript((pairs) => {
    if (window.sessionStorage.getItem('e2e-session-written')) return;
    window.sessionStorage.setItem('e2e-session-written', '1');
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries);
}
