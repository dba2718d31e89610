import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** Waits until the page's scripts have loaded (React hydrated) before interacting. */
async function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('mobile menu opens, lists categories and closes on navigation', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByText('Products', { exact: true }).click();
  await menu.getByRole('link', { name: 'Laptops', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/laptops$/);
  await expect(menu).toBeHidden();
});

test('category filters sit behind a toggle on phones', async ({ page }) => {
  await open(page, '/category/laptops');
  const toggle = page.getByRole('button', { name: /Show filters/ });
  await expect(page.getByRole('checkbox', { name: 'Lenovo', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'Lenovo', exact: true }).check();
  await expect(page).toHaveURL(/brand=Lenovo/);
});

test('footer turns into accordions and the secondary nav is hidden', async ({ page }) => {
  await open(page, '/products');
  await expect(page.getByTestId('secondary-nav')).toBeHidden();
  const footer = page.getByRole('contentinfo');
  const accordion = footer.getByTestId('footer-accordion');
  const aboutUs = accordion.getByRole('link', { name: 'About Us' });
  await expect(aboutUs).toBeHidden();
  await accordion.getByText('Quick Links').click();
  await expect(aboutUs).toBeVisible();
  await accordion.getByText('Quick Links').click();
  await expect(aboutUs).toBeHidden();
});

test('category strip shows two items at a time', async ({ page }) => {
  await open(page, '/');
  const items = page.getByTestId('category-strip-item');
  await expect(items.and(page.locator(':not([inert])'))).toHaveCount(2);
});

test('latest products page two at a time', async ({ page }) => {
  await open(page, '/');
  const visible = page.getByTestId('latest-products').getByRole('article');
  await expect(visible.filter({ visible: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Next products' }).click();
  await expect(page.getByText('2 / 3')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is a disclosure that opens, shows categories and closes', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    const toggle = page.locator('#mobile-menu-toggle > summary');
    await expect(toggle).toHaveAccessibleName('Menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByText('Products', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Laptops', exact: true })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('footer accordions open and close', async ({ page }) => {
    await page.goto('/products');
    const accordion = page.getByRole('contentinfo').getByTestId('footer-accordion');
    const aboutUs = accordion.getByRole('link', { name: 'About Us' });
    await expect(aboutUs).toBeHidden();
    await accordion.getByText('Quick Links').click();
    await expect(aboutUs).toBeVisible();
  });

  test('the product gallery scrolls through every picture, snapping one at a time', async ({ page }) => {
    await page.goto('/category/laptops');
    const href = await page.locator('article a[href^="/category/laptops/"]').first().getAttribute('href');
    await page.goto(href!);
    const strip = page.getByTestId('carousel-strip');
    await expect(strip).toHaveCSS('scroll-snap-type', 'x mandatory');
    const slides = strip.getByRole('group');
    const total = await slides.count();
    // The demo catalogue gives the newest laptop several pictures.
    expect(total).toBeGreaterThan(1);
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(1)).not.toBeInViewport();

    // A swipe that stops part way settles on a whole picture.
    const width = await strip.evaluate((element) => element.clientWidth);
    await strip.evaluate((element, by) => element.scrollBy({ left: by, behavior: 'instant' }), width * 0.7);
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

    await page.getByRole('link', { name: `Show image ${total} of ${total}` }).click();
    await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
    await expect(slides.last().getByRole('img')).toHaveAttribute(
      'alt',
      new RegExp(`image ${total} of ${total}$`),
    );
    await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  });
});

test('before the islands load, the open menu and the picture strip pass axe', async ({ page }) => {
  // Axe needs script in the page, so the page's own scripts are refused instead of switching script off.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await page.locator('#mobile-menu-toggle > summary').click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByText('Products', { exact: true }).click();
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);

  await page.goto('/category/laptops');
  await page.locator('article a[href^="/category/laptops/"]').first().click();
  await expect(page.getByTestId('carousel-strip')).toBeVisible();
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
});
