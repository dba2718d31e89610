import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_BASE_URL } from './settings';

test.describe('the API reference at /api/docs', () => {
  test('shows the operations from our own origin, and Authorize works through the real sign-in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const outside: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_BASE_URL) && !request.url().startsWith('data:')) {
        outside.push(request.url());
      }
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    await page.goto('/api/docs/');
    // The document is generated on its first request, which takes a few seconds on a busy machine.
    await expect(page.getByRole('heading', { name: /Catalogue shop API/ })).toBeVisible({ timeout: 30_000 });
    const signIn = page.locator('.opblock', { hasText: 'Sign in with email and password' });
    await expect(signIn).toBeVisible();
    await expect(page.locator('.opblock', { hasText: 'The dashboard figures' })).toBeVisible();
    await expect(page.locator('.opblock', { hasText: 'The quotation as a PDF' })).toBeVisible();

    // Try the sign-in: its access token fills in Authorize, and a staff-only call then answers 200.
    await signIn.locator('.opblock-summary').click();
    await signIn.getByRole('button', { name: 'Try it out' }).click();
    await signIn
      .locator('textarea.body-param__text')
      .fill(JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }));
    await signIn.getByRole('button', { name: 'Execute' }).click();
    await expect(signIn.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
    await expect(page.locator('.auth-wrapper .authorize.locked')).toBeVisible();

    const dashboard = page.locator('.opblock', { hasText: 'The dashboard figures' });
    await dashboard.locator('.opblock-summary').click();
    await dashboard.getByRole('button', { name: 'Try it out' }).click();
    await dashboard.getByRole('button', { name: 'Execute' }).click();
    await expect(dashboard.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');

    expect(violations).toEqual([]);
    expect(outside).toEqual([]);
  });
});
