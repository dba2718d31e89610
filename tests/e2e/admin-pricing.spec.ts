import type { Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { seriousViolations } from './axe';
import { expect, test, unique, type Catalogue } from './fixtures';

const text = adminMessages.pricing;

/** A fresh category and product of its own, so the journey's breaks are the only ones on the page. */
async function pricedProduct(catalogue: Catalogue) {
  const category = await catalogue.category(unique('Pricing Switches'));
  const product = await catalogue.product({
    name: unique('Pricing Switch 8-Port'),
    brand: 'TP-Link',
    price: '1200.00',
    stock: '80',
    category: String(category.id),
  });
  return { category, product };
}

test('the owner adds a tier, gives a product a retail break that the product page shows, and a break below cost is refused on its row', async ({
  adminPage: page,
  catalogue,
}) => {
  const { product } = await pricedProduct(catalogue);
  const tier = unique('Corporate');

  // The demo's tiers are listed; a new one is added with a percentage for a category and saved with the rest.
  await page.goto('/admin-price-tiers');
  await expect(page.getByRole('heading', { level: 1, name: text.tiersTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tier name 1' })).toHaveValue('Dealer');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page
    .getByRole('textbox', { name: /^Tier name \d+$/ })
    .last()
    .fill(tier);
  await page.getByRole('button', { name: `Add category percentage to ${tier}` }).click();
  await page.getByLabel(`Category (${tier}, line 1)`).selectOption({ label: 'Networking' });
  await page.getByLabel(`% off retail (${tier}, Networking)`).fill('6');
  await page.getByRole('button', { name: 'Save tiers' }).click();
  await expect(page.getByText(text.tiersSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`% off retail (${tier}, Networking)`)).toHaveValue('6');

  // A cost and a retail break of 10 or more, saved apart from the product's own form.
  await page.goto(`/admin-edit-product/${product.id}`);
  const prices = page.getByRole('form', { name: text.pricesTitle });
  await prices.getByLabel('Cost (₱)').fill('900');
  await prices.getByRole('button', { name: 'Add quantity break' }).click();
  await prices.getByLabel('From quantity (break 1)').fill('10');
  await prices.getByLabel('Unit price (₱) (break 1)').fill('1050');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText(text.pricesSaved)).toBeVisible();
  await expect(prices.getByLabel('Unit price (₱) (break 1)')).toHaveValue('1050.00');

  // The storefront's product page says so under the price, as server-rendered text.
  await page.goto(`/category/${product.category_slug}/${product.product_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('₱1,050.00 each for 10 or more')).toBeVisible();

  // A break below the cost is refused beside its row, and nothing is saved.
  await page.goto(`/admin-edit-product/${product.id}`);
  await prices.getByRole('button', { name: 'Add quantity break' }).click();
  await prices.getByLabel('From quantity (break 2)').fill('50');
  await prices.getByLabel('Unit price (₱) (break 2)').fill('850');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText(text.pricesSaveFailed)).toBeVisible();
  await expect(prices.getByRole('textbox', { name: 'Unit price (₱) (break 2)' })).toHaveAccessibleDescription(
    messages.pricing.belowCost,
  );
  await page.reload();
  await expect(prices.getByLabel('From quantity (break 2)')).toHaveCount(0);
});

const viewports = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function expectClean(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

for (const [label, viewport] of viewports) {
  test.describe(`pricing screens axe (${label})`, () => {
    test.use({ viewport });

    test('price tiers and a product with breaks', async ({ adminPage: page, catalogue }, testInfo) => {
      await page.goto('/admin-price-tiers');
      await expect(page.getByRole('heading', { level: 1, name: text.tiersTitle })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'the price tiers screen');
      await page.screenshot({ path: testInfo.outputPath(`price-tiers-${label}.png`), fullPage: true });

      const { product } = await pricedProduct(catalogue);
      await page.goto(`/admin-edit-product/${product.id}`);
      const prices = page.getByRole('form', { name: text.pricesTitle });
      await prices.getByRole('button', { name: 'Add quantity break' }).click();
      await prices.getByLabel('From quantity (break 1)').fill('1');
      await prices.getByRole('button', { name: 'Save prices' }).click();
      await expect(
        prices.getByRole('textbox', { name: 'From quantity (break 1)' }),
      ).toHaveAccessibleDescription(messages.pricing.breakQuantityInvalid);
      await expectClean(page, "a product's Prices section with a refused row");
      await prices.screenshot({ path: testInfo.outputPath(`product-prices-${label}.png`) });
    });
  });
}
