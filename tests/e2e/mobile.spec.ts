import { expect, test, type Page } from '@playwright/test';

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
