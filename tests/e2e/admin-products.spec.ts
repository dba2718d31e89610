import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { ProductView } from '~/domain/catalogue';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { EXCEL_COLUMNS } from '~/domain/product-fields';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { productPath } from '~/app/components/product/product-path';
import type { Catalogue } from './fixtures';
import { newStaffSession, expect, test, unique, useSession } from './fixtures';
import { seriousViolations } from './axe';

type SheetRow = Partial<Record<(typeof EXCEL_COLUMNS)[number], string | number>>;

async function workbook(rows: SheetRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([...EXCEL_COLUMNS]);
  for (const row of rows) sheet.addRow(EXCEL_COLUMNS.map((column) => row[column] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A token no other product name contains, so a search for it shows this test's products only. */
const tag = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function openList(page: Page, search = '') {
  await page.goto(`/admin-products${search}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
}

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: adminMessages.adminProducts.searchLabel });

async function seed(catalogue: Catalogue, names: string[], extra: Record<string, string> = {}) {
  const category = await catalogue.category(unique('E2E Admin List'));
  const made: ProductView[] = [];
  for (const name of names) {
    made.push(
      await catalogue.product({
        name,
        brand: 'Acme',
        price: '1500',
        stock: '4',
        category: String(category.id),
        ...extra,
      }),
    );
  }
  return { category, made };
}

test('the list shows the spec columns and a new product with its details', async ({
  adminPage: page,
  catalogue,
}) => {
  const name = `Detail Laptop ${tag()}`;
  const category = await catalogue.category(unique('E2E Laptops'));
  const product = await catalogue.product(
    {
      name,
      brand: 'Lenovo',
      price: '45999',
      discounted_price: '42999.50',
      stock: '7',
      category: String(category.id),
      key_features: 'Thin and light\nAll-day battery',
      description: 'A laptop made for the admin journey.',
    },
    true,
  );
  await openList(page);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Product Name',
    'Price',
    'Discounted Price',
    'Quantity',
    'Category',
    'Brand',
    'Actions',
  ]);
  // Newest first: the product just made is on the first page.
  const cells = row(page, name).getByRole('cell');
  await expect(cells).toHaveText([name, '₱45,999.00', '₱42,999.50', '7', category.name, 'Lenovo', '']);
  await expect(page.getByText(/^Showing 1–\d+ of [\d,]+$/)).toBeVisible();

  await row(page, name).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('₱42,999.50')).toBeVisible();
  await expect(dialog.getByText('7% off')).toBeVisible();
  await expect(dialog.getByText('In stock (Quantity: 7)')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['Thin and light', 'All-day battery']);
  await expect(dialog.getByText('A laptop made for the admin journey.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: new RegExp(name) }).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View in store' })).toHaveAttribute(
    'href',
    productPath(product),
  );
  await expect(dialog.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin-edit-product/${product.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('search narrows by name substring on each keystroke and lives in the URL', async ({
  adminPage: page,
  catalogue,
}) => {
  const token = tag();
  await seed(catalogue, [`Red Widget ${token}`, `Red Gadget ${token}`, `Blue Widget ${token}`]);
  await openList(page);

  await searchBox(page).pressSequentially(token, { delay: 20 });
  await expect(rows(page)).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}$`));

  // Case-insensitive substring: keystroke by keystroke the list narrows.
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(`WIDGET ${token.toUpperCase()}`, { delay: 30 });
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Gadget' })).toHaveCount(0);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  await searchBox(page).press('x');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText(messages.product.searchEmpty)).toBeVisible();

  // The magnifier runs the search at once.
  await searchBox(page).fill(`red gadget ${token}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);

  await page.reload({ waitUntil: 'networkidle' });
  await expect(searchBox(page)).toHaveValue(`red gadget ${token}`);
  await expect(rows(page)).toHaveCount(1);

  // Back leaves the search for the whole list.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('');
  // Other journeys add products meanwhile, so the whole list is only known to start at row 1.
  await expect(page.getByText(/^Showing /)).toHaveText(/^Showing 1–25 of \d+$/);
});

test('row menus: one open at a time, closed by a click outside or Escape', async ({
  adminPage: page,
  catalogue,
}) => {
  const token = tag();
  const { made } = await seed(catalogue, [`Menu One ${token}`, `Menu Two ${token}`]);
  await openList(page, `?q=${token}`);
  const first = page.getByRole('button', { name: `Actions for Menu One ${token}` });
  const second = page.getByRole('button', { name: `Actions for Menu Two ${token}` });

  await first.click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCount(1);
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Hide', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin-edit-product/${made[0]!.id}`,
  );

  await second.click();
  await expect(menu).toHaveCount(1);
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('heading', { level: 1, name: 'Products' }).click();
  await expect(menu).toHaveCount(0);

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('hide shows the eye-off mark and takes the product off the storefront; unhide restores both', async ({
  adminPage: page,
  catalogue,
  request,
}) => {
  const name = `Hide Me ${tag()}`;
  const { made } = await seed(catalogue, [name]);
  const storefront = productPath(made[0]!);
  expect((await request.get(storefront)).status()).toBe(200);
  await openList(page, `?q=${encodeURIComponent(name)}`);
  const hiddenMark = row(page, name).getByRole('img', { name: adminMessages.adminProducts.hiddenLabel });
  await expect(hiddenMark).toHaveCount(0);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(hiddenMark).toBeVisible();
  expect((await request.get(storefront)).status()).toBe(404);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(hiddenMark).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Unhide' }).click();
  await expect(hiddenMark).toHaveCount(0);
  expect((await request.get(storefront)).status()).toBe(200);

  // A failed toggle is only logged: the row keeps its state and no message appears.
  await page.route('**/api/products/id/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { detail: 'Boom.' } })
      : route.fallback(),
  );
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && /visibility/.test(message.text()),
  );
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await logged;
  await expect(hiddenMark).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a list that cannot load says so', async ({ adminPage: page }) => {
  await page.route('**/api/products/?*', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Boom.' } }),
  );
  await page.goto('/admin-products');
  await expect(page.getByRole('alert')).toHaveText(messages.product.loadFailed);
  await page.unroute('**/api/products/?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('columnheader', { name: 'Product Name' })).toBeVisible();
});

test('delete asks first, then confirms for about 3 seconds', async ({ adminPage: page, catalogue }) => {
  const name = `Delete Me ${tag()}`;
  await seed(catalogue, [name]);
  await openList(page, `?q=${encodeURIComponent(name)}`);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: adminMessages.adminProducts.deleteQuestion });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(1);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const success = page.getByText(messages.product.deleted);
  await expect(success).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByText(messages.product.searchEmpty)).toBeVisible();
  await expect(success).toBeHidden({ timeout: MESSAGE_AUTO_CLEAR_MS + 3000 });
  expect(Date.now() - shownAt).toBeGreaterThan(MESSAGE_AUTO_CLEAR_MS - 1000);
});

test('staff see Edit only: no Delete, Hide, Add Category or Excel buttons', async ({
  browser,
  request,
  adminSession,
  catalogue,
}) => {
  const name = `Staff View ${tag()}`;
  await seed(catalogue, [name]);
  const { session } = await newStaffSession(request, adminSession.access, 'viewer');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await useSession(page, session);

  await openList(page, `?q=${encodeURIComponent(name)}`);
  await expect(row(page, name)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Add Product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Category' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Excel/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Edit']);
  await context.close();
});

test('the Excel download saves an .xlsx of the catalogue', async ({ adminPage: page }) => {
  await openList(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products_[A-Z][a-z]+_\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const header = book.worksheets[0]!.getRow(1).values as unknown[];
  expect(header.slice(1)).toEqual([...EXCEL_COLUMNS]);

  // Refusals are alerts with the spec's texts.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  for (const [status, expected] of [
    [403, messages.excel.downloadForbidden],
    [500, 'Error: Disk full.'],
  ] as const) {
    await page.route('**/api/products/export-excel/', (route) =>
      route.fulfill({ status, json: { detail: 'Disk full.' } }),
    );
    await page.getByRole('button', { name: 'Download Excel' }).click();
    await expect.poll(() => alerts.at(-1)).toBe(expected);
    await page.unroute('**/api/products/export-excel/');
  }
});

test('Excel import reports bad files and row errors, checks, then imports and reloads the list', async ({
  adminPage: page,
  catalogue,
}) => {
  const token = tag();
  const { category, made } = await seed(catalogue, [`Import Existing ${token}`]);
  await openList(page, `?q=${token}`);
  await expect(rows(page)).toHaveCount(1);
  const openImport = () => page.getByRole('button', { name: 'Import Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  const fileInput = dialog.getByLabel('Excel file (.xlsx)');

  await openImport();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText(messages.excel.fileRequired)).toBeVisible();

  await fileInput.setInputFiles({
    name: 'notes.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('hello'),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: messages.excel.notExcel })).toBeVisible();

  const withErrors = await workbook([
    { name: `Import Bad ${token}`, category: category.name, price: 10, stock: 1 },
    { name: `Import Bad Two ${token}`, category: category.name, brand: 'Acme', stock: 1 },
  ]);
  await openImport();
  await fileInput.setInputFiles({
    name: 'rows.xlsx',
    mimeType: 'application/vnd.ms-excel',
    buffer: withErrors,
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const rowToast = page.getByRole('alert').filter({ hasText: messages.excel.rowsInvalid });
  await expect(rowToast).toContainText('Row 2 – Brand: Brand is required.');
  await expect(rowToast).toContainText('Row 3 – Price: Price is required.');

  const valid = await workbook([
    { name: `Import New ${token}`, category: category.name, brand: 'Acme', price: 2500, stock: 9 },
    { id: made[0]!.id, name: `Import Existing ${token}`, price: 1999, stock: 4, brand: 'Acme' },
  ]);
  await openImport();
  await fileInput.setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: valid,
  });
  await dialog.getByLabel('Only check the file (nothing is saved)').check();
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(
    page.getByText('File checked, nothing was saved: 1 would be created, 1 updated, 0 unchanged.'),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  await openImport();
  await fileInput.setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/octet-stream',
    buffer: valid,
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import complete: 1 created, 1 updated, 0 unchanged.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, `Import New ${token}`)).toContainText('₱2,500.00');
  await expect(row(page, `Import Existing ${token}`)).toContainText('₱1,999.00');
});

test('the list, a row menu and the detail dialog pass axe', async ({ adminPage: page, catalogue }) => {
  const name = `Axe Admin ${tag()}`;
  await seed(catalogue, [name], { key_features: 'One\nTwo' });
  await openList(page, `?q=${encodeURIComponent(name)}`);
  const scan = () => seriousViolations(page);
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('screenshots at phone and desktop widths', async ({ adminPage: page, catalogue }) => {
  const token = tag();
  await seed(catalogue, [`Screenshot Monitor 27in ${token}`], {
    discounted_price: '1299',
    key_features: 'IPS\n75 Hz',
  });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await openList(page);
    await page.screenshot({ path: `.tmp/screens/admin-products-${width}.png`, fullPage: true });
    const actions = page.getByRole('button', { name: `Actions for Screenshot Monitor 27in ${token}` });
    await actions.click();
    await page.screenshot({ path: `.tmp/screens/admin-products-menu-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Screenshot Monitor 27in ${token}`, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/admin-products-detail-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import Excel' }).click();
    await page.screenshot({ path: `.tmp/screens/admin-products-import-${width}.png` });
    const withErrors = await workbook([{ name: `Screenshot Bad ${token}`, price: 10, stock: 1 }]);
    await page
      .getByLabel('Excel file (.xlsx)')
      .setInputFiles({ name: 'rows.xlsx', mimeType: 'application/octet-stream', buffer: withErrors });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.excel.rowsInvalid })).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/admin-products-toast-${width}.png` });
    await page.getByRole('button', { name: 'Dismiss' }).click();
  }
});
