import type { Page } from '@playwright/test';
import { SERVICE_PAGES } from '~/domain/constants';
import type { ProductView } from '~/domain/catalogue';
import { apiLogin, expect, test, useSession } from './fixtures';
import { E2E_MAP_BASE_URL, E2E_MAP_EMBED_URL } from './settings';

/** Records every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * Waits until the page's trusted scripts ran: React Router's on the admin and session pages (by nonce), the
 * islands' loader on public pages (inserted by a start-up script the policy names by hash or nonce).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__reactRouterRouteModules' in window || document.documentElement.dataset.islands === 'hydrated',
  );
  await page.waitForLoadState('networkidle');
}

async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products/');
  const body = (await response.json()) as { results: ProductView[] };
  const product = body.results.find((item) => item.category_slug)!;
  return `/category/${product.category_slug}/${product.product_slug}`;
}

test.describe('Content-Security-Policy', () => {
  test('a script injected into a kept page, matching none of its hashes, does not run; the page still works', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.route('**/about', async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        '</body>',
        '<script>window.__injected = "inline"</script>' +
          '<img src="/missing.png" onerror="window.__injectedHandler = true">' +
          '<script src="data:text/javascript,window.__injectedSrc=1"></script></body>',
      );
      await route.fulfill({ response: original, body: html });
    });
    const response = await page.goto('/about');
    const policy = (await response!.headers())['content-security-policy'];
    // A public page is kept as final bytes: its policy names its inline scripts' hashes, not a nonce.
    expect(policy).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/);
    await hydrated(page);
    const injected = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.__injected, w.__injectedHandler, w.__injectedSrc];
    });
    expect(injected).toEqual([undefined, undefined, undefined]);
    expect(violations.length).toBeGreaterThan(0);
    // The page's own scripts did run: client navigation works.
    await page.getByRole('navigation').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('every public page renders and runs under the policy with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const paths = [
      '/',
      '/products',
      '/categories',
      '/search?q=laptop',
      '/about',
      '/contact',
      SERVICE_PAGES[0]!.path,
      '/login',
      '/404',
      await firstProductPath(page),
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect((await response!.headers())['content-security-policy'], path).toContain("'strict-dynamic'");
      await hydrated(page);
      expect(violations, path).toEqual([]);
    }
    // The product page's JSON-LD block is still there for search engines.
    await page.goto(await firstProductPath(page));
    const jsonLd = page.locator('script[type="application/ld+json"]').first();
    expect(JSON.parse((await jsonLd.textContent())!)).toHaveProperty('@context');
  });

  test('the map frame set in the settings is allowed', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_MAP_BASE_URL });
    const { access } = await apiLogin(api);
    const headers = { authorization: `Bearer ${access}` };
    const current = await (await api.get('/api/settings/admin/', { headers })).json();
    const saved = await api.put('/api/settings/', {
      headers,
      data: { ...current, map_embed_url: E2E_MAP_EMBED_URL },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();
    const violations = await watchViolations(page);
    await page.route(E2E_MAP_EMBED_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Map</p>' }),
    );
    await page.goto(`${E2E_MAP_BASE_URL}/contact`);
    await expect(page.frameLocator('iframe').getByText('Map')).toBeVisible({ timeout: 10_000 });
    expect(violations).toEqual([]);
  });

  test('every admin screen works under the policy with no violation', async ({ page, request }) => {
    const violations = await watchViolations(page);
    await page.goto('/Adminlogin');
    await hydrated(page);
    await useSession(page, await apiLogin(request));
    const paths = [
      '/admin-dashboard',
      '/admin-products',
      '/admin-add-products',
      '/admin-category',
      '/admin-orders',
      '/admin-inquiries',
      '/admin-activity',
      '/staff',
      '/create-staff',
      '/admin-account',
    ];
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('main').first(), path).toBeVisible();
      expect(page.url(), path).toContain(path);
      expect(violations, path).toEqual([]);
    }
  });
});
