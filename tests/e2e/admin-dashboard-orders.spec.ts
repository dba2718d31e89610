import type { APIRequestContext, Page } from '@playwright/test';
import type { DashboardView, OrderView } from '~/domain/order';
import { adminMessages } from '~/domain/admin-messages';
import { newStaffSession, expect, test, unique, useSession, type Catalogue } from './fixtures';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function stockOf(request: APIRequestContext, token: string, id: number): Promise<number> {
  const response = await request.get(`/api/products/id/${id}/`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stock: number }).stock;
}

async function dashboard(request: APIRequestContext, token: string): Promise<DashboardView> {
  const response = await request.get('/api/dashboard/', { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DashboardView;
}

async function product(catalogue: Catalogue, stock: number) {
  const category = await catalogue.category(unique('Order Printers'));
  return catalogue.product({
    name: unique('Order LaserJet'),
    brand: 'HP',
    price: '12999.00',
    discounted_price: '11999.50',
    stock: String(stock),
    category: String(category.id),
  });
}

async function createOrder(
  request: APIRequestContext,
  token: string,
  customer: string,
  productId: number,
  quantity: number,
): Promise<OrderView> {
  const response = await request.post('/api/orders/', {
    headers: auth(token),
    data: { customer_name: customer, items: [{ product: productId, quantity }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OrderView;
}

async function setStatus(request: APIRequestContext, token: string, id: number, status: string) {
  const response = await request.patch(`/api/orders/${id}/`, { headers: auth(token), data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the orders list filtered to one customer, so each journey sees only its own row. */
async function openOrders(page: Page, customer: string) {
  await page.goto(`/admin-orders?query=${encodeURIComponent(customer)}`);
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toHaveCount(1);
  return row;
}

async function rowAction(page: Page, customer: string, action: string) {
  const row = page.getByRole('row').filter({ hasText: customer });
  await row.getByRole('button', { name: /Actions for order/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the dashboard shows the five counts, the chart and the lists', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin-dashboard');
  await expect(page).toHaveTitle(/Dashboard/);
  for (const label of ['Pending', 'Shipped', 'Delivered', 'Cancelled', 'Low in Stock']) {
    const card = page.getByRole('link', { name: new RegExp(`^${label}\\s*\\d+`) });
    await expect(card).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /Orders and shipments/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pending/ })).toHaveAttribute(
    'href',
    '/admin-orders?status=pending',
  );
  await expect(page.getByRole('link', { name: /^Low in Stock/ })).toHaveAttribute('href', '/admin-products');
});

test('an order from the catalogue goes pending, shipped (stock down by 2) and delivered; the dashboard follows', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const token = adminSession.access;
  const item = await product(catalogue, 5);
  const customer = unique('Maria Santos');
  const before = await dashboard(request, token);

  await page.goto('/admin-orders');
  await page.getByRole('button', { name: 'New Order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Order' });
  await dialog.getByLabel('Customer name').fill(customer);
  await dialog.getByLabel('Company').fill('Santos Trading');
  await dialog.getByLabel('Add products').fill(item.name);
  await dialog.getByRole('button', { name: `Add ${item.name}` }).click();
  await expect(dialog.getByLabel('Unit price (₱)')).toHaveValue('11999.50');
  await dialog.getByLabel('Quantity').fill('2');
  await expect(dialog.getByText('₱23,999.00').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText(adminMessages.orders.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await openOrders(page, customer);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('cell', { name: '₱23,999.00' })).toBeVisible();

  await rowAction(page, customer, 'Ship');
  const confirm = page.getByRole('dialog', { name: /Ship order/ });
  await expect(confirm.getByText('Stock will be taken off for 2 items.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(adminMessages.orders.shipped)).toBeVisible();
  await expect(row.getByText('Shipped')).toBeVisible();
  expect(await stockOf(request, token, item.id)).toBe(3);

  await rowAction(page, customer, 'Mark delivered');
  await expect(row.getByText('Delivered')).toBeVisible();

  const after = await dashboard(request, token);
  expect(after.orders.delivered).toBe(before.orders.delivered + 1);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('link', { name: /^Delivered/ })).toContainText(String(after.orders.delivered));
  await expect(page.getByRole('table', { name: 'Recent orders' })).toContainText(customer);

  await page.goto(`/admin-orders?query=${encodeURIComponent(customer)}`);
  await page.getByRole('link', { name: /^#\d+/ }).first().click();
  const detail = page.getByRole('dialog', { name: /Order #/ });
  await expect(detail.getByRole('cell', { name: item.name })).toBeVisible();
  await expect(detail.getByText('Delivered').first()).toBeVisible();
  await expect(detail.getByText('Timeline')).toBeVisible();
  const history = detail.getByRole('list', { name: 'History' }).getByTestId('activity-entry');
  await expect(history.first()).toContainText('Marked order delivered');
  await expect(history).toHaveText([/Marked order delivered/, /Shipped order/, /Created order/]);
});

test('shipping more than the stock shows the server message and changes nothing', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const token = adminSession.access;
  const item = await product(catalogue, 1);
  const customer = unique('Over Stock');
  await createOrder(request, token, customer, item.id, 3);

  const row = await openOrders(page, customer);
  await rowAction(page, customer, 'Ship');
  await page
    .getByRole('dialog', { name: /Ship order/ })
    .getByRole('button', { name: 'Ship' })
    .click();
  await expect(page.getByRole('alert')).toContainText(adminMessages.stock.notAvailable(item.name, 1, 3));
  await expect(row.getByText('Pending')).toBeVisible();
  expect(await stockOf(request, token, item.id)).toBe(1);
});

test('cancelling a shipped order puts its stock back', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const token = adminSession.access;
  const item = await product(catalogue, 5);
  const customer = unique('Cancel Shipped');
  const order = await createOrder(request, token, customer, item.id, 2);
  await setStatus(request, token, order.id, 'shipped');
  expect(await stockOf(request, token, item.id)).toBe(3);

  const row = await openOrders(page, customer);
  await rowAction(page, customer, 'Cancel order');
  const confirm = page.getByRole('dialog', { name: adminMessages.orders.cancelQuestion });
  await expect(confirm.getByText(adminMessages.orders.cancelShippedHint)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
  expect(await stockOf(request, token, item.id)).toBe(5);
});

test('the superuser deletes a pending order; a shipped one cannot be edited', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const token = adminSession.access;
  const item = await product(catalogue, 5);
  const customer = unique('Delete Me');
  await createOrder(request, token, customer, item.id, 1);
  const shippedCustomer = unique('Shipped Lock');
  const shipped = await createOrder(request, token, shippedCustomer, item.id, 1);
  await setStatus(request, token, shipped.id, 'shipped');

  await openOrders(page, shippedCustomer);
  await page.getByRole('button', { name: /Actions for order/ }).click();
  await expect(page.getByRole('menuitem', { name: /Edit/ })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: /Edit/ })).toContainText(
    adminMessages.orders.editOnlyPending,
  );
  await page.keyboard.press('Escape');

  await openOrders(page, customer);
  await rowAction(page, customer, 'Delete');
  await page
    .getByRole('dialog', { name: /Delete order/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(adminMessages.orders.deleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(0);
  await expect(page.getByText(adminMessages.orders.noMatches)).toBeVisible();
});

test('a staff session sees no Delete', async ({ browser, adminSession, catalogue, request }) => {
  const token = adminSession.access;
  const item = await product(catalogue, 5);
  const customer = unique('Staff View');
  await createOrder(request, token, customer, item.id, 1);
  const { session: staff } = await newStaffSession(request, token, 'orders');

  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, staff);
  await openOrders(page, customer);
  await page.getByRole('button', { name: /Actions for order/ }).click();
  await expect(page.getByRole('menuitem', { name: /Ship/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Delete/ })).toHaveCount(0);
  await context.close();
});

test('search by customer name narrows the list and lives in the URL', async ({
  adminPage: page,
  adminSession,
  catalogue,
  request,
}) => {
  const token = adminSession.access;
  const item = await product(catalogue, 5);
  const tag = unique('Zed').replace(/\s+/g, '');
  await createOrder(request, token, `${tag} Alpha`, item.id, 1);
  await createOrder(request, token, `${tag} Beta`, item.id, 1);

  await page.goto('/admin-orders');
  await page.getByLabel('Search orders').fill(`${tag} Alpha`);
  await expect(page).toHaveURL(/query=/);
  await expect(page.getByRole('row').filter({ hasText: `${tag} Alpha` })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `${tag} Beta` })).toHaveCount(0);
  await page.getByLabel('Search orders').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await page.getByRole('link', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
});

test('an inquiry opens the new order form filled in', async ({ adminPage: page, adminSession, request }) => {
  const name = unique('Inquiry Buyer');
  const sent = await request.post('/api/inquiries/', {
    data: {
      name,
      phone: '+63 917 555 0101',
      company: 'Buyer Trading',
      email: 'buyer@example.ph',
      purpose: 'Request for Quote',
      products: 'HP LaserJet Pro, Lenovo IdeaPad',
      message: 'Please quote 5 units.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const list = await request.get('/api/inquiries/?page_size=100', { headers: auth(adminSession.access) });
  const { results } = (await list.json()) as { results: { id: number; name: string }[] };
  const inquiry = results.find((entry) => entry.name === name);
  expect(inquiry).toBeDefined();

  await page.goto(`/admin-orders?inquiry=${inquiry!.id}`);
  const dialog = page.getByRole('dialog', { name: 'New Order' });
  await expect(dialog.getByLabel('Customer name')).toHaveValue(name);
  await expect(dialog.getByLabel('Company')).toHaveValue('Buyer Trading');
  await expect(dialog.getByLabel('Add products')).toHaveValue('HP LaserJet Pro');
  await expect(dialog.getByText(`Filled in from inquiry #${inquiry!.id}`)).toBeVisible();
});
