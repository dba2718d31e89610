import { adminMessages } from '~/domain/admin-messages';
import type { OrderView } from '~/domain/order';
import { seriousViolations } from './axe';
import { expect, test, unique } from './fixtures';

const text = adminMessages.shipments;

test('staff record a delivery scanning three serials, download its receipt, and the warranty page finds a serial', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const auth = { Authorization: `Bearer ${adminSession.access}` };
  const category = await catalogue.category(unique('Delivered Laptops'));
  const laptop = await catalogue.product({
    name: unique('ProBook 450'),
    brand: 'HP',
    price: '52990.00',
    stock: '5',
    serialized: 'true',
    warranty_months: '12',
    category: String(category.id),
  });
  const customer = unique('Santos Trading');
  const created = await request.post('/api/orders/', {
    headers: auth,
    data: { customer_name: customer, items: [{ product: laptop.id, quantity: 3 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as OrderView;
  const confirmed = await request.post(`/api/orders/${order.id}/confirm/`, { headers: auth, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto(`/admin-orders?order=${order.id}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Record a delivery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record a delivery' })).toBeVisible();
  const line = page.getByRole('region', { name: laptop.name });
  await expect(line.getByText('3 ordered · 0 delivered · 3 to deliver')).toBeVisible();
  expect(await seriousViolations(page), 'axe on the delivery screen').toEqual([]);

  // A scanner types the serial and presses Enter: each scan lands in the next unit's input.
  const suffix = Date.now().toString(36).toUpperCase();
  const serials = [`5CG${suffix}A`, `5CG${suffix}B`, `5CG${suffix}C`];
  const inputs = line.getByRole('textbox', { name: /serial \d of 3/ });
  await inputs.nth(0).click();
  await page.keyboard.type(serials[0]!);
  await page.keyboard.press('Enter');
  await expect(inputs.nth(1)).toBeFocused();
  await page.keyboard.type(serials[1]!);
  await page.keyboard.press('Enter');
  await expect(inputs.nth(2)).toBeFocused();
  // The same unit scanned twice is flagged before anything is sent.
  await page.keyboard.type(serials[1]!.toLowerCase());
  await expect(line.getByText(text.serialRepeated(serials[1]!))).toBeVisible();
  await inputs.nth(2).fill('');
  await page.keyboard.type(serials[2]!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Record delivery' })).toBeFocused();
  await expect(line.getByText(text.serialRepeated(serials[1]!))).toHaveCount(0);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin-deliveries$/);
  const notice = page.getByText(/^Delivery DR-\d{6} recorded\.$/);
  await expect(notice).toBeVisible();
  const number = /DR-\d{6}/.exec((await notice.textContent())!)![0];
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(customer);
  await expect(row).toContainText('3');
  expect(await seriousViolations(page), 'axe on the deliveries list').toEqual([]);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download delivery receipt ${number}` }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  // The order went in full, so it is shipped.
  const shipped = await request.get(`/api/orders/${order.id}/`, { headers: auth });
  expect(((await shipped.json()) as OrderView).status).toBe('shipped');

  await page.goto('/warranty');
  await page.getByLabel('Serial number').fill(serials[1]!.toLowerCase());
  await page.getByRole('button', { name: 'Check warranty' }).click();
  const result = page.getByRole('region', { name: 'Under warranty' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(serials[1]!);
  await expect(result).toContainText(laptop.name);
  await expect(result).toContainText('12 months, until');
  await expect(result).not.toContainText(customer);
  expect(await seriousViolations(page), 'axe on the warranty answer').toEqual([]);

  await page.getByLabel('Serial number').fill('NEVER-SOLD-0001');
  await page.getByRole('button', { name: 'Check warranty' }).click();
  await expect(page.getByRole('alert')).toHaveText(/no delivery on record/);
});
