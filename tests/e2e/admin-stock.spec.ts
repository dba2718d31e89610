import { adminMessages } from '~/domain/admin-messages';
import { expect, test, unique } from './fixtures';

const text = adminMessages.stockSection;

test('a superuser sees a product stock as its ledger, records a receipt and a count, and marks it serialized', async ({
  adminPage: page,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Ledger Laptops'));
  const product = await catalogue.product({
    name: unique('Ledger ThinkPad E14'),
    brand: 'Lenovo',
    price: '48000.00',
    stock: '6',
    category: String(category.id),
  });

  await page.goto(`/admin-edit-product/${product.id}`);
  const figures = page.getByLabel(text.levels).getByRole('definition');
  await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
  await expect(figures).toHaveText(['6', '0', '6']);
  const ledger = page.getByRole('table');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Opening stock');

  // A count without a reason is refused beside the field, before anything is sent.
  const record = page.getByRole('form', { name: text.recordTitle });
  await record.getByLabel(text.kind).selectOption({ label: text.kinds.adjustment });
  await record.getByLabel(text.quantity).fill('-1');
  await record.getByRole('button', { name: text.record }).click();
  await expect(record.getByText(adminMessages.stock.reasonRequired)).toBeVisible();

  // A receipt from a supplier comes in; the figures and the newest row follow.
  await record.getByLabel(text.kind).selectOption({ label: text.kinds.receipt });
  await record.getByLabel(text.quantity).fill('10');
  await record.getByLabel(text.reason).fill('Supplier DR 1042');
  await record.getByRole('button', { name: text.record }).click();
  await expect(record.getByText(text.recorded)).toBeVisible();
  await expect(figures).toHaveText(['16', '0', '16']);
  await expect(ledger.getByRole('row').nth(1)).toContainText('Supplier DR 1042');
  await expect(ledger.getByRole('row').nth(1)).toContainText('+10');

  // More out than there is on hand is refused with the ledger's own sentence.
  await record.getByLabel(text.kind).selectOption({ label: text.kinds.adjustment });
  await record.getByLabel(text.quantity).fill('-20');
  await record.getByLabel(text.reason).fill('Count');
  await record.getByRole('button', { name: text.record }).click();
  await expect(record.getByText(adminMessages.stock.belowZero(product.name, 16))).toBeVisible();
  await expect(figures).toHaveText(['16', '0', '16']);

  // Serial numbers and a warranty for deliveries.
  const tracking = page.getByRole('form', { name: text.trackingTitle });
  await tracking.getByLabel(text.serialized).check();
  await tracking.getByLabel(text.warrantyMonths).fill('12');
  await tracking.getByRole('button', { name: text.saveTracking }).click();
  await expect(page.getByText(text.trackingSaved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: text.trackingTitle }).getByLabel(text.serialized),
  ).toBeChecked();
  await expect(
    page.getByRole('form', { name: text.trackingTitle }).getByLabel(text.warrantyMonths),
  ).toHaveValue('12');
});
