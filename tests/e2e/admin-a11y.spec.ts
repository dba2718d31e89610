import { request as playwrightRequest, type Page } from '@playwright/test';
import { messages } from '~/domain/messages';
import { apiLogin, Catalogue, createStaff, expect, test, unique } from './fixtures';
import { E2E_BASE_URL } from './settings';
import { seriousViolations } from './axe';

/** The back office is held to the storefront's standard: no serious or critical axe finding, open menus included. */
const viewports = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

interface Records {
  productId: number;
  productName: string;
  categoryId: number;
  categoryName: string;
  staffId: number;
  customer: string;
  quotationId: number;
  customerId: number;
}
let records: Records;

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const session = await apiLogin(request);
  const catalogue = new Catalogue(request, session.access);
  const category = await catalogue.category(unique('Axe Admin Printers'));
  const product = await catalogue.product(
    {
      name: unique('Axe Admin LaserJet'),
      brand: 'HP',
      price: '12999.00',
      discounted_price: '11999.00',
      stock: '2',
      key_features: 'Duplex\nWi-Fi',
      description: 'A printer for the back-office accessibility scan.',
      category: String(category.id),
    },
    true,
  );
  const staff = await createStaff(request, session.access, 'axe staff');
  const customer = unique('Axe Buyer');
  const order = await request.post('/api/orders/', {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { customer_name: customer, items: [{ product: product.id, quantity: 1 }] },
  });
  expect(order.status(), await order.text()).toBe(201);
  const quotation = await request.post('/api/quotations/', {
    headers: { Authorization: `Bearer ${session.access}` },
    data: {
      customer_name: customer,
      customer_email: 'axe.buyer@example.ph',
      lines: [
        { product: product.id, quantity: 2 },
        { description: 'Installation', quantity: 1, unit_price: '500.00' },
      ],
    },
  });
  expect(quotation.status(), await quotation.text()).toBe(201);
  const buyer = await request.post('/api/customers/', {
    headers: { Authorization: `Bearer ${session.access}` },
    data: {
      name: customer,
      tin: '111222333',
      contacts: [{ name: 'Axe Contact', email: 'axe.buyer@example.ph', is_primary: true }],
      addresses: [{ label: 'Warehouse', address: 'Pier 3, Cebu City' }],
      tags: ['axe'],
    },
  });
  expect(buyer.status(), await buyer.text()).toBe(201);
  // A second customer of that name, for the merge dialog to offer.
  const branch = await request.post('/api/customers/', {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { name: `${customer} Branch` },
  });
  expect(branch.status(), await branch.text()).toBe(201);
  records = {
    productId: product.id,
    productName: product.name,
    categoryId: category.id,
    categoryName: category.name,
    staffId: staff.id,
    customer,
    quotationId: ((await quotation.json()) as { id: number }).id,
    customerId: ((await buyer.json()) as { id: number }).id,
  };
  await request.dispose();
});

async function expectClean(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectClean(page, path);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const [label, viewport] of viewports) {
  test.describe(`back office axe (${label})`, () => {
    // Each test opens several screens and dialogs and runs axe on each: 26-39 s on a slow two-core machine,
    // where the customers' test went past the default minute.
    test.describe.configure({ timeout: 150_000 });
    test.use({ viewport });

    test('sign-in page', async ({ page }) => {
      await page.goto('/Adminlogin');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectClean(page, '/Adminlogin');
    });

    test('dashboard, activity and inquiries', async ({ adminPage: page }) => {
      await open(page, '/admin-dashboard', 'Dashboard');
      await expect(page.getByRole('table', { name: 'Recent orders' })).toBeVisible();
      await expectClean(page, '/admin-dashboard with its lists');
      await open(page, '/admin-activity', /Activity/);
      await open(page, '/admin-inquiries', /Inquiries/);
    });

    test('products: list, detail dialog, row menu, add and edit forms', async ({ adminPage: page }) => {
      await open(page, `/admin-products?q=${encodeURIComponent(records.productName)}`, 'Products');
      // Phones get cards and wider screens a table: the visible one of the two is the list a person uses.
      await page
        .getByRole('button', { name: records.productName, exact: true })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole('dialog', { name: records.productName })).toBeVisible();
      await expectClean(page, 'the product detail dialog');
      await closeDialog(page);

      await page
        .getByRole('button', { name: `Actions for ${records.productName}` })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectClean(page, 'the product row menu');
      await page.keyboard.press('Escape');

      await open(page, '/admin-add-products', /Add Product/);
      await open(page, `/admin-edit-product/${records.productId}`, /Update Product/);
    });

    test('categories: list with the add form, delete question, edit form', async ({ adminPage: page }) => {
      await open(page, '/admin-category', /Categor/);
      await page
        .getByRole('button', { name: `Delete ${records.categoryName}` })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectClean(page, 'the delete-category question');
      await closeDialog(page);
      await open(page, `/admin/categories/${records.categoryId}/edit`, /Edit Category/);
    });

    test('orders: list, new-order dialog, row menu, order detail', async ({ adminPage: page }) => {
      await open(page, `/admin-orders?query=${encodeURIComponent(records.customer)}`, 'Orders');
      await page.getByRole('button', { name: 'New Order' }).first().click();
      await expect(page.getByRole('dialog', { name: 'New Order' })).toBeVisible();
      await expectClean(page, 'the new-order dialog');
      await closeDialog(page);

      await page
        .getByRole('button', { name: /Actions for order/ })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectClean(page, 'the order row menu');
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: /^#\d+/ }).filter({ visible: true }).click();
      await expect(page.getByRole('dialog', { name: /Order #/ })).toBeVisible();
      await expectClean(page, 'the order detail dialog');
    });

    test('quotations: list, editor, new quotation', async ({ adminPage: page }) => {
      await open(page, `/admin-quotations?query=${encodeURIComponent(records.customer)}`, 'Quotations');
      await open(page, `/admin-quotations/${records.quotationId}`, /^Quotation QT-/);
      await open(page, '/admin-quotations/new', 'New Quotation');
    });

    test('customers: list, page, merge dialog, delete question, new and edit forms', async ({
      adminPage: page,
    }) => {
      await open(page, `/admin-customers?q=${encodeURIComponent(records.customer)}`, 'Customers');
      await open(page, `/admin-customers/${records.customerId}`, records.customer);
      await page.getByRole('button', { name: 'Merge…' }).click();
      await page.getByRole('dialog').getByRole('searchbox').fill(records.customer);
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
      await expectClean(page, 'the merge dialog');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectClean(page, 'the delete-customer question');
      await closeDialog(page);
      await open(page, '/admin-customers/new', 'New customer');
      await open(page, `/admin-customers/${records.customerId}/edit`, `Edit ${records.customer}`);
    });

    test('staff: list, create and edit forms, logout question', async ({ adminPage: page }) => {
      await open(page, '/staff', /Staff/);
      await open(page, '/create-staff', /Create Staff/);
      await open(page, `/edit-staff/${records.staffId}`, /Edit Staff/);

      if (label === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Back office menu' })).toBeVisible();
        await expectClean(page, 'the back-office menu drawer');
      }
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await expect(page.getByRole('dialog', { name: messages.admin.logoutQuestion })).toBeVisible();
      await expectClean(page, 'the logout question');
    });
  });
}

test('the sidebar fills the height of a long page and stays in view while it scrolls', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(documentHeight, 'the products list is longer than the window').toBeGreaterThan(900);

  const column = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Back office' }) });
  const columnBox = await column.boundingBox();
  expect(columnBox?.height).toBeGreaterThanOrEqual(documentHeight - 1);

  await page.mouse.wheel(0, documentHeight);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const logout = page.getByRole('button', { name: 'Logout' }).first();
  await expect(logout).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
});
