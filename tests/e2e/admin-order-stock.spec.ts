import type { Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import { expect, test, unique } from './fixtures';

const text = adminMessages.orders;

/** On hand, reserved and available, as the product's edit page shows them. */
async function expectFigures(page: Page, productId: number, figures: string[]) {
  await page.goto(`/admin-edit-product/${productId}`);
  await expect(page.getByLabel(adminMessages.stockSection.levels).getByRole('definition')).toHaveText(
    figures,
  );
}

async function openOrder(page: Page, customer: string) {
  await page.goto(`/admin-orders?query=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(1);
  await page.getByRole('link', { name: /^#\d+/ }).first().click();
  return page.getByRole('dialog', { name: /Order #/ });
}

test('staff reserve an order, see a shortfall refused, reserve with a reason, and cancelling releases', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const category = await catalogue.category(unique('Reserved Laptops'));
  const item = await catalogue.product({
    name: unique('Reserved ThinkPad'),
    brand: 'Lenovo',
    price: '48000.00',
    stock: '3',
    category: String(category.id),
  });
  const first = unique('Santos Trading');
  const second = unique('Reyes Computers');

  // The first order, through the form, with where it goes and the customer's PO.
  await page.goto('/admin-orders');
  await page.getByRole('button', { name: 'New Order' }).first().click();
  const form = page.getByRole('dialog', { name: 'New Order' });
  await form.getByLabel('Customer name').fill(first);
  await form.getByLabel('PO number').fill('PO-7781');
  await form.getByLabel('Delivery address').fill('88 Ortigas Ave, Pasig City');
  await form.getByLabel('Add products').fill(item.name);
  await form.getByRole('button', { name: `Add ${item.name}` }).click();
  await form.getByLabel('Quantity').fill('2');
  await form.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText(text.created)).toBeVisible();

  let detail = await openOrder(page, first);
  await expect(detail.getByText('PO-7781')).toBeVisible();
  await expect(detail.getByText('88 Ortigas Ave, Pasig City')).toBeVisible();
  await expect(detail.getByText(text.notReserved)).toBeVisible();
  await detail.getByRole('button', { name: 'Reserve stock' }).click();
  let reserve = page.getByRole('dialog', { name: /Reserve stock for order/ });
  await reserve.getByRole('button', { name: 'Reserve stock' }).click();
  await expect(reserve).toBeHidden();
  detail = page.getByRole('dialog', { name: /Order #/ });
  await expect(detail.getByText(text.reserved)).toBeVisible();
  await expect(detail.getByText('2 reserved')).toBeVisible();
  await expectFigures(page, item.id, ['3', '2', '1']);

  // A second order for two more: one is left, so reserving is refused until a reason is given.
  const created = await request.post('/api/orders/', {
    headers: { Authorization: `Bearer ${adminSession.access}` },
    data: { customer_name: second, items: [{ product: item.id, quantity: 2 }] },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin-orders?query=${encodeURIComponent(second)}`);
  const row = page.getByRole('row').filter({ hasText: second });
  await row.getByRole('button', { name: /Actions for order/ }).click();
  await page.getByRole('menuitem', { name: 'Reserve stock' }).click();
  reserve = page.getByRole('dialog', { name: /Reserve stock for order/ });
  await reserve.getByRole('button', { name: 'Reserve stock' }).click();
  await expect(reserve.getByText(adminMessages.stock.notAvailable(item.name, 1, 2))).toBeVisible();
  await reserve.getByLabel('Reason to reserve more than is available').fill('Supplier delivers on Monday');
  await reserve.getByRole('button', { name: 'Reserve stock' }).click();
  await expect(reserve).toBeHidden();
  await expect(page.getByText(text.reserved)).toBeVisible();
  await expectFigures(page, item.id, ['3', '4', '-1']);

  // Cancelling the first order gives its two units back to what is available.
  await page.goto(`/admin-orders?query=${encodeURIComponent(first)}`);
  await page
    .getByRole('row')
    .filter({ hasText: first })
    .getByRole('button', { name: /Actions for order/ })
    .click();
  await page.getByRole('menuitem', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: text.cancelQuestion });
  await expect(confirm.getByText(text.cancelPendingHint)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(text.cancelled)).toBeVisible();
  await expectFigures(page, item.id, ['3', '2', '1']);
});
