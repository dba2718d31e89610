import { request as playwrightRequest, type Page } from '@playwright/test';
import { SERVICE_PAGES } from '~/domain/constants';
import { productPath } from '~/app/components/product/product-path';
import { apiLogin, Catalogue, expect, test, unique } from './fixtures';
import { E2E_BASE_URL } from './settings';
import { seriousViolations } from './axe';

const staticPaths = [
  '/',
  '/products',
  '/categories',
  '/search?query=laptop',
  '/search?query=zzzz-nothing-matches',
  '/about',
  '/contact',
  ...SERVICE_PAGES.map((page) => page.path),
  '/login',
  '/404',
];
const viewports = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const;

/** The category listing and product detail paths, filled in by beforeAll with freshly created content. */
const cataloguePaths: string[] = [];

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const session = await apiLogin(request);
  const catalogue = new Catalogue(request, session.access);
  const category = await catalogue.category(unique('Axe Laptops'));
  const product = await catalogue.product(
    {
      name: unique('Axe Notebook'),
      brand: 'Acer',
      price: '45999.00',
      discounted_price: '39999.00',
      stock: '3',
      key_features: 'Fast\nLight',
      description: 'A notebook for the accessibility scan.',
      category: String(category.id),
    },
    true,
  );
  cataloguePaths.push(`/category/${category.slug}`, productPath(product));
  await request.dispose();
});

async function scan(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
}

for (const [label, viewport] of viewports) {
  test.describe(`axe (${label})`, () => {
    test.use({ viewport });

    for (const path of staticPaths) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await scan(page, path);
      });
    }

    test('category listing and product detail have no serious or critical violations', async ({ page }) => {
      for (const path of cataloguePaths) await scan(page, path);
    });
  });
}

test('the inquiry form with pickers open has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/about#inquiry');
  const form = page.locator('#inquiry form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Purpose').selectOption('Request for Quote');
  await form.getByRole('button', { name: 'Select brands' }).click();
  await form.getByRole('list', { name: 'Brands' }).getByText('HP', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
