import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminMessages } from '~/domain/admin-messages';
import { CUSTOMER_SHEET_COLUMNS } from '~/domain/customer-sheet';
import type { CustomerView } from '~/domain/views';
import { expect, test, unique } from './fixtures';

const text = adminMessages.customers;

async function addCustomer(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/customers/', {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CustomerView;
}

test('staff add a customer with a contact and a delivery address, and find it by TIN and e-mail', async ({
  adminPage: page,
}) => {
  const name = unique('Visayas Freight');
  const email = `${name.split(' ').at(-1)}@visayasfreight.ph`;
  const digits = String(Date.now()).slice(-9);
  const tin = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}-00000`;

  await page.goto('/admin-customers');
  await page.getByRole('link', { name: 'New customer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible();

  // Refused in the browser first, beside the field, as the server would word it.
  await page.getByLabel('TIN').fill('12345');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByText(text.saveFailed)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'TIN' })).toHaveAccessibleDescription(
    'Enter the TIN with its branch code, like 123-456-789-00000.',
  );

  await page.getByLabel('Company or person name').fill(name);
  await page.getByLabel('TIN').fill(digits);
  await page.getByLabel('Payment terms').selectOption({ label: '30 days' });
  await page.getByLabel('Withholding tax').selectOption({ label: '1 % (goods)' });
  await page.getByLabel('Name (contact 1)').fill('Ana Cruz');
  await page.getByLabel('Email (contact 1)').fill(email);
  await page.getByRole('button', { name: 'Add delivery address' }).click();
  await page.getByLabel('Label (address 1)').fill('Warehouse');
  await page.getByLabel('Address 1', { exact: true }).fill('Pier 3, Cebu City');
  await page.getByRole('button', { name: 'Add customer' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Customer C-\d{5} added\.$/)).toBeVisible();
  await expect(page.getByText(`TIN ${tin}`)).toBeVisible();
  await expect(page.getByText('Pier 3, Cebu City')).toBeVisible();
  await expect(page.getByText('VAT-registered · withholds 1 %')).toBeVisible();
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'Created customer' })).toHaveCount(1);

  for (const query of [digits, email]) {
    await page.goto(`/admin-customers?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('link', { name }).filter({ visible: true })).toBeVisible();
  }
});

test("a merge keeps both histories: the other customer's contacts and record move over, its history stays", async ({
  adminPage: page,
  request,
  adminSession,
}) => {
  const token = adminSession.access;
  const survivor = await addCustomer(request, token, {
    name: unique('Mindanao Office Depot'),
    contacts: [{ name: 'Lito Reyes', email: 'lito@mod.ph', is_primary: true }],
  });
  const duplicate = await addCustomer(request, token, {
    name: unique('Mindanao Office Depot (Davao)'),
    tin: '987654321',
    contacts: [{ name: 'Grace Tan', email: 'grace@mod.ph' }],
  });

  await page.goto(`/admin-customers/${survivor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: survivor.name })).toBeVisible();
  await page.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge a customer into ${survivor.name}` });
  await dialog.getByLabel(text.mergeChoose).fill(duplicate.code);
  await dialog.getByRole('radio', { name: new RegExp(duplicate.name.replace(/[()]/g, '\\$&')) }).check();
  await dialog.getByRole('button', { name: `Merge ${duplicate.name}` }).click();

  await expect(page.getByText(text.merged(duplicate.name))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page loads again: the duplicate's contact and TIN are the survivor's now, and its history says so.
  await expect(page.getByText('Grace Tan')).toBeVisible();
  await expect(page.getByText('TIN 987-654-321-00000')).toBeVisible();
  await expect(
    page.getByTestId('activity-entry').filter({ hasText: 'Merged another customer into this customer' }),
  ).toHaveCount(1);

  // The duplicate is gone from the list, but its own history is still in the activity log.
  await page.goto(`/admin-customers?q=${encodeURIComponent(duplicate.code)}`);
  await expect(page.getByText(text.noMatches)).toBeVisible();
  await page.goto(`/admin-activity?type=customer&q=${encodeURIComponent(duplicate.name)}`);
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'Created customer' })).toHaveCount(1);
});

test('the customers download opens as a sheet; an edited copy is checked first, then imported', async ({
  adminPage: page,
  request,
  adminSession,
}) => {
  const code = unique('XL')
    .replace(/[^A-Za-z0-9-]/g, '-')
    .slice(0, 20);
  const customer = await addCustomer(request, adminSession.access, {
    code,
    name: unique('Cebu Computer Center'),
    payment_term_days: 15,
    contacts: [{ name: 'Rosa Lim', email: 'rosa@ccc.ph' }],
  });
  await page.goto('/admin-customers');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers_[A-Z][a-z]+_\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...CUSTOMER_SHEET_COLUMNS]);
  const at = (key: (typeof CUSTOMER_SHEET_COLUMNS)[number]) => CUSTOMER_SHEET_COLUMNS.indexOf(key) + 1;
  let exported: unknown[] | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(at('code')).value === customer.code) exported = (row.values as unknown[]).slice(1);
  });
  expect(exported?.[at('contact_email') - 1]).toBe('rosa@ccc.ph');

  // The edited copy: this customer on 60 days, and one new customer.
  const edited = new ExcelJS.Workbook();
  const out = edited.addWorksheet('Customers');
  out.addRow([...CUSTOMER_SHEET_COLUMNS]);
  const changed = [...exported!];
  changed[at('payment_term_days') - 1] = 60;
  out.addRow(changed);
  const newName = unique('Iloilo Print Hub');
  out.addRow(CUSTOMER_SHEET_COLUMNS.map((key) => (key === 'name' ? newName : null)));
  const buffer = Buffer.from(await edited.xlsx.writeBuffer());

  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  await page.getByRole('button', { name: 'Import Excel' }).click();
  await dialog
    .getByLabel('Excel file (.xlsx)')
    .setInputFiles({ name: 'customers.xlsx', mimeType: 'application/vnd.ms-excel', buffer });
  await dialog.getByLabel('Only check the file (nothing is saved)').check();
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText(adminMessages.adminProducts.checked(1, 1, 0))).toBeVisible();
  await page.goto(`/admin-customers?q=${encodeURIComponent(newName)}`);
  await expect(page.getByText(text.noMatches)).toBeVisible();

  await page.getByRole('button', { name: 'Import Excel' }).click();
  await dialog
    .getByLabel('Excel file (.xlsx)')
    .setInputFiles({ name: 'customers.xlsx', mimeType: 'application/vnd.ms-excel', buffer });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(adminMessages.adminProducts.imported(1, 1, 0))).toBeVisible();
  // The list loads again and shows the new customer.
  await expect(page.getByRole('link', { name: newName }).filter({ visible: true })).toBeVisible();
  await page.goto(`/admin-customers/${customer.id}`);
  await expect(
    page.getByTestId('activity-entry').filter({ hasText: 'Updated customer by Excel import' }),
  ).toHaveCount(1);
});
