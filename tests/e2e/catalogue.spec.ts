import { expect, test, type Page } from '@playwright/test';
import { companyStory, DEMO_SETTINGS as company } from '~/domain/company';
import { messages } from '~/domain/messages';

/** Waits until the page's scripts have loaded (React hydrated) before interacting. */
async function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

/** Journeys over the demo catalogue (seeded on a fresh data directory): Laptops holds more than 12 products. */

test('home → category → filter → paginate → product → carousel', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: companyStory.heroTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  await expect(page.getByTestId('latest-products').getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');

  const strip = page.getByRole('region', { name: 'Browse by Category' });
  const previous = strip.getByRole('button', { name: 'Previous categories' });
  const next = strip.getByRole('button', { name: 'Next categories' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();

  // Other journeys may add categories: page the strip until the Laptops tile is in view.
  // Tiles off screen are inert, which hides them from role queries: include them while paging.
  const laptops = strip.getByRole('link', { name: /^Laptops \d+ products?/, includeHidden: true });
  while (await laptops.evaluate((link) => link.closest('[inert]') !== null)) await next.click();
  await laptops.click();
  await expect(page).toHaveURL(/\/category\/laptops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Laptops | ${company.name}`);
  const products = page.getByRole('region', { name: 'Laptops products' }).getByRole('article');
  await expect(products).toHaveCount(12);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/category\/laptops\?page=2$/);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]'),
  ).toHaveText('Page 2');

  // A filter change goes back to page 1 and lives in the URL.
  await page.getByRole('checkbox', { name: 'Lenovo', exact: true }).check();
  await expect(page).toHaveURL(/\/category\/laptops\?brand=Lenovo$/);
  await expect(page.getByText(/products? match your filters/)).toBeVisible();
  await expect(products.getByText('Lenovo', { exact: true })).toHaveCount(await products.count());
  await page.getByRole('checkbox', { name: 'HP', exact: true }).check();
  await expect(page).toHaveURL(/brand=Lenovo&brand=HP/);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/laptops\?brand=Lenovo$/);
  await expect(page.getByRole('checkbox', { name: 'HP', exact: true })).not.toBeChecked();
  await page.goForward();
  await expect(page.getByRole('checkbox', { name: 'HP', exact: true })).toBeChecked();

  // A shared link restores the same listing.
  await open(page, '/category/laptops?brand=Lenovo&brand=HP');
  await expect(page.getByRole('checkbox', { name: 'Lenovo', exact: true })).toBeChecked();

  await products.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/laptops\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Category' }),
  ).toHaveAttribute('href', '/categories');
  await expect(page.getByRole('link', { name: 'Inquire about this product' })).toHaveAttribute(
    'href',
    /^\/about\?purpose=Product%20Inquiry&product=.+&brand=.+#inquiry$/,
  );
});

test('product carousel: previous/next wrap, thumbnails, auto-advance and pause on hover', async ({
  page,
}) => {
  await open(page, '/category/laptops');
  const href = await page.locator('article a[href^="/category/laptops/"]').first().getAttribute('href');
  await open(page, href!);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const counter = carousel.getByText(/^\d+ \/ \d+$/);
  // The demo catalogue gives the newest laptop several pictures, so the carousel has something to turn.
  await expect(counter).toHaveCount(1);
  const total = Number((await counter.textContent())!.split('/')[1]);

  await page.mouse.move(0, 0);
  await expect(counter).toHaveText(`1 / ${total}`);
  await expect(counter).toHaveText(`2 / ${total}`, { timeout: 6000 });

  await carousel.hover();
  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await carousel.getByRole('button', { name: `Show image ${total} of ${total}` }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  // Paused while hovered: nothing moves for longer than one interval.
  await page.waitForTimeout(4500);
  await expect(counter).toHaveText(`${total} / ${total}`);
});

test('an image that fails to load shows an error placeholder', async ({ page }) => {
  await page.route('**/media/**', (route) => route.abort());
  // A demo category, whose products all have pictures: the newest products of /products may be journeys' own,
  // made without one.
  await open(page, '/category/printers');
  await expect(page.getByRole('img', { name: /image failed to load$/ }).first()).toBeVisible();
});

test('secondary nav only on pages other than home and category listings', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByTestId('secondary-nav')).toHaveCount(0);
  await open(page, '/category/laptops');
  await expect(page.getByTestId('secondary-nav')).toHaveCount(0);
  await open(page, '/products');
  await expect(page.getByTestId('secondary-nav')).toBeVisible();
});

test('a push navigation starts at the top of the page', async ({ page }) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Laptops', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer.getByRole('link', { name: 'Laptops', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/laptops$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('filter groups remember being collapsed', async ({ page }) => {
  await open(page, '/category/laptops');
  const brand = page.getByRole('button', { name: /^Brand/ });
  await expect(brand).toHaveAttribute('aria-expanded', 'true');
  await brand.click();
  await expect(brand).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox', { name: 'Lenovo', exact: true })).toBeHidden();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /^Brand/ })).toHaveAttribute('aria-expanded', 'false');
});

test('single-select filter groups use radios with a clear option', async ({ page }) => {
  await open(page, '/category/laptops');
  const ram = page.getByRole('group', { name: /RAM/ });
  const option = ram.getByRole('radio').nth(1);
  const value = await option.getAttribute('value');
  await option.check();
  await expect(page).toHaveURL(new RegExp(`ram_size=${encodeURIComponent(value!)}`));
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
  await ram.getByRole('radio', { name: 'Any' }).check();
  await expect(page).toHaveURL(/\/category\/laptops$/);
});

test('empty filtered listing says so', async ({ page }) => {
  await open(page, '/category/laptops?brand=NoSuchBrand');
  await expect(
    page.getByText(`${messages.product.noneInCategory('Laptops')} ${messages.product.matchingFilters}`),
  ).toBeVisible();
});

test('quick view opens a dialog and closes with Escape', async ({ page }) => {
  await open(page, '/');
  const trigger = page.getByRole('button', { name: /^Quick view:/ }).first();
  const name = (await trigger.getAttribute('aria-label'))!.replace('Quick view: ', '');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View full details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('navbar dropdowns work from the keyboard', async ({ page }) => {
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const products = nav.getByRole('button', { name: 'Products' });
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'All products' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Laptops', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Laptops', exact: true })).toBeHidden();

  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(nav.getByRole('list').getByRole('link')).toHaveText([
    'Website Design',
    'Mobile Application',
    'Web Application Design',
  ]);
  await nav.getByRole('link', { name: 'Website Design' }).click();
  await expect(page).toHaveURL(/\/services\/website&-design$/);
  await expect(nav.getByRole('link', { name: 'Website Design' })).toBeHidden();
});

test('user icon: Login when logged out, Logout menu when a token is stored', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.evaluate(() => localStorage.setItem('access', 'token'));
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Logout' }).filter({ visible: true })).toHaveAttribute(
    'href',
    '/logout',
  );
});

test('search with results, with none, and blank text', async ({ page }) => {
  await open(page, '/');
  const box = page.getByRole('searchbox', { name: 'Search products' }).filter({ visible: true });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await box.fill('  lenovo ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=lenovo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "lenovo"' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await open(page, '/search?query=zzzz-no-such-thing');
  await expect(page.getByText(messages.product.searchEmpty)).toBeVisible();
  await open(page, '/search?query=%20');
  await expect(page.getByText(messages.product.searchPrompt)).toBeVisible();
});

test('404 paths lead to a page with a link home', async ({ page }) => {
  for (const path of ['/no-such-page', '/category/no-such-category', '/category/laptops/no-such-product']) {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await open(page, '/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
});
