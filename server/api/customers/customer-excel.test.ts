import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { activity, customerContacts, customers, priceTiers } from '~/db/schema';
import type { paths } from '~/app/lib/api-schema';
import { CUSTOMER_SHEET_COLUMNS, type CustomerSheetColumn } from '~/domain/customer-sheet';
import { messages } from '~/domain/messages';
import { dataOf, errorOf, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const asAdmin = ctx.apiFor(admin.access);
const [dealer] = await ctx.db.insert(priceTiers).values({ name: 'Dealer' }).returning();

type CustomerInput = paths['/api/customers/']['post']['requestBody']['content']['application/json'];
const create = async (body: CustomerInput) => dataOf(await asAdmin.POST('/api/customers/', { body }), 201);

const visayas = await create({
  code: 'VFI',
  name: 'Visayas Freight Inc.',
  tin: '123456789',
  business_style: 'Freight forwarding',
  billing_address: 'Pier 4, Cebu City',
  tax_class: 'zero_rated',
  withholding_percent: 1,
  payment_term_days: 30,
  credit_limit: '250000',
  price_tier: dealer!.id,
  tags: ['cebu', 'peza'],
  notes: '=HYPERLINK("http://evil.example","x")',
  quotation_terms: '50% down, balance on delivery',
  contacts: [
    { name: 'Leo Tan', position: 'Buyer', email: 'leo@vfi.ph' },
    { name: 'Ana Cruz', position: 'Owner', email: 'ana@vfi.ph', phone: '0917 555 0101', is_primary: true },
  ],
  addresses: [
    { label: 'Warehouse', address: 'Pier 4, Cebu City' },
    { label: 'Office', address: 'IT Park, Cebu City' },
  ],
});
const school = await create({ name: 'San Roque Elementary School', tax_class: 'government' });

const column = (key: CustomerSheetColumn) => CUSTOMER_SHEET_COLUMNS.indexOf(key) + 1;

async function exportSheet(token = staff.access) {
  const response = await ctx.request('GET', '/api/customers/export/', { token });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
  return { response, sheet: workbook.worksheets[0]! };
}

function rowByCode(sheet: ExcelJS.Worksheet, code: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row, number) => {
    if (number > 1 && row.getCell(column('code')).value === code) found = row;
  });
  if (!found) throw new Error(`no row ${code}`);
  return found;
}

async function workbookOf(rows: Partial<Record<CustomerSheetColumn, unknown>>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow([...CUSTOMER_SHEET_COLUMNS]);
  for (const row of rows) sheet.addRow(CUSTOMER_SHEET_COLUMNS.map((key) => row[key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function importFile(data: Buffer | string, options: { dryRun?: boolean; token?: string } = {}) {
  const form = new FormData();
  form.append(
    'excel_file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)]),
    'customers.xlsx',
  );
  return ctx.request('POST', `/api/customers/import/${options.dryRun ? '?dry_run=1' : ''}`, {
    body: form,
    token: options.token ?? admin.access,
  });
}

const names = async () =>
  (await ctx.db.select({ name: customers.name }).from(customers)).map((row) => row.name).sort();

describe('GET /api/customers/export/', () => {
  it('gives staff an .xlsx with one row a customer that exceljs opens', async () => {
    const { response, sheet } = await exportSheet();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers_[A-Z][a-z]+_\d{4}\.xlsx"$/,
    );
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...CUSTOMER_SHEET_COLUMNS]);
    expect(sheet.rowCount).toBe(3);
    const row = rowByCode(sheet, 'VFI');
    const cells = Object.fromEntries(
      CUSTOMER_SHEET_COLUMNS.map((key) => [key, row.getCell(column(key)).value]),
    );
    expect(cells).toEqual({
      code: 'VFI',
      name: 'Visayas Freight Inc.',
      tin: '123-456-789-00000',
      business_style: 'Freight forwarding',
      billing_address: 'Pier 4, Cebu City',
      tax_class: 'zero_rated',
      withholding_percent: 1,
      payment_term_days: 30,
      credit_limit: 250000,
      price_tier: 'Dealer',
      tags: 'cebu, peza',
      notes: '=HYPERLINK("http://evil.example","x")',
      quotation_terms: '50% down, balance on delivery',
      // exceljs reads an empty text cell back as no value.
      quotation_notes: null,
      contact_name: 'Ana Cruz',
      contact_position: 'Owner',
      contact_email: 'ana@vfi.ph',
      contact_phone: '0917 555 0101',
      delivery_address: 'Pier 4, Cebu City',
    });
    // Text that looks like a formula stays text.
    expect(row.getCell(column('notes')).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(column('notes')).numFmt).toBe('@');
    const other = rowByCode(sheet, school.code);
    expect(other.getCell(column('price_tier')).value).toBe('Retail');
    expect(other.getCell(column('tax_class')).value).toBe('government');
  });

  it('is for signed-in staff only', async () => {
    expect((await ctx.request('GET', '/api/customers/export/')).status).toBe(401);
  });
});

describe('POST /api/customers/import/', () => {
  it('is for superusers: staff get 403 and nothing is written', async () => {
    const before = await names();
    const response = await importFile(await workbookOf([{ name: 'Staff Import Co.' }]), {
      token: staff.access,
    });
    expect(response.status).toBe(403);
    expect(await names()).toEqual(before);
  });

  it('refuses what is not an .xlsx workbook by its content, whatever its name', async () => {
    for (const data of ['code,name\nX,Y', Buffer.from('%PDF-1.4 not a workbook')]) {
      const response = await importFile(data);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).detail).toBe(messages.excel.notExcel);
    }
    const empty = await ctx.request('POST', '/api/customers/import/', {
      body: new FormData(),
      token: admin.access,
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).detail).toBe(messages.excel.fileRequired);
  });

  it('refuses a sheet whose first row names none of its columns', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRows([
      ['foo', 'bar'],
      ['a', 'b'],
    ]);
    const response = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).detail).toBe(messages.excel.customerMissingHeader);
  });

  it('reports on a dry run what would be created, updated and left alone, and writes nothing', async () => {
    const before = await names();
    const entries = (await ctx.db.select().from(activity)).length;
    const { sheet } = await exportSheet();
    rowByCode(sheet, 'VFI').getCell(column('payment_term_days')).value = 60;
    sheet.addRow(CUSTOMER_SHEET_COLUMNS.map((key) => (key === 'name' ? 'Bohol Cooperative' : null)));
    const response = await importFile(Buffer.from(await sheet.workbook.xlsx.writeBuffer()), {
      dryRun: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
      errors_on_rows: [],
      dry_run: true,
    });
    expect(await names()).toEqual(before);
    const [stored] = await ctx.db.select().from(customers).where(eq(customers.id, visayas.id));
    expect(stored!.paymentTermDays).toBe(30);
    expect((await ctx.db.select().from(activity)).length).toBe(entries);
  });

  it('rejects the whole file when a row is bad, with each bad row and its columns', async () => {
    const before = await names();
    const response = await importFile(
      await workbookOf([
        { code: 'VFI', payment_term_days: 60 },
        { name: 'Good New Buyer' },
        { code: 'NEW-1', name: 'Bad TIN Buyer', tin: '12-34', contact_email: 'nobody' },
        { code: 'vfi', name: 'Twice' },
        { name: 'Platinum Buyer', price_tier: 'Platinum', withholding_percent: 5 },
        { tax_class: 'foreign' },
      ]),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.detail).toBe(messages.excel.rowsInvalid);
    expect(body.errors_on_rows).toEqual([
      {
        row: 4,
        errors: {
          tin: [messages.customer.tinInvalid],
          contact_name: [messages.common.required],
          contact_email: [messages.common.invalidEmail],
        },
      },
      { row: 5, errors: { code: [messages.excel.codeRepeated] } },
      { row: 6, errors: { price_tier: [messages.pricing.tierNotFound] } },
      {
        row: 7,
        errors: { name: [messages.common.required], tax_class: [messages.customer.taxClassInvalid] },
      },
    ]);
    expect(body).toMatchObject({ created: 1, updated: 1, dry_run: false });
    expect(await names()).toEqual(before);
    const [stored] = await ctx.db.select().from(customers).where(eq(customers.id, visayas.id));
    expect(stored!.paymentTermDays).toBe(30);
  });

  it('creates and updates in one go, keeping the other contacts and addresses, and records each in the history', async () => {
    const response = await importFile(
      await workbookOf([
        {
          code: 'vfi',
          payment_term_days: '60 days',
          price_tier: 'Retail',
          contact_phone: '0918 000 0000',
          delivery_address: 'Pier 5, Cebu City',
        },
        { code: school.code, name: school.name },
        {
          code: 'BOHOL-COOP',
          name: 'Bohol Cooperative',
          tin: '987-654-321-00000',
          tax_class: 'VAT-exempt',
          withholding_percent: 2,
          credit_limit: 15000.5,
          price_tier: 'dealer',
          tags: 'Bohol, coop',
          contact_name: 'Marites Reyes',
          contact_email: 'marites@coop.ph',
          delivery_address: 'Tagbilaran City',
        },
        { name: 'Walk-in Buyer' },
      ]),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      created: 2,
      updated: 1,
      unchanged: 1,
      errors_on_rows: [],
      dry_run: false,
    });

    const updated = dataOf(
      await asAdmin.GET('/api/customers/{id}/', { params: { path: { id: visayas.id } } }),
    );
    expect(updated).toMatchObject({
      code: 'VFI',
      payment_term_days: 60,
      price_tier: null,
      tax_class: 'zero_rated',
    });
    expect(updated.contacts.map((contact) => [contact.name, contact.phone, contact.is_primary])).toEqual([
      ['Ana Cruz', '0918 000 0000', true],
      ['Leo Tan', '', false],
    ]);
    expect(updated.addresses.map((address) => [address.label, address.address])).toEqual([
      ['Warehouse', 'Pier 5, Cebu City'],
      ['Office', 'IT Park, Cebu City'],
    ]);

    const [bohol] = await ctx.db.select().from(customers).where(eq(customers.code, 'BOHOL-COOP'));
    const made = dataOf(await asAdmin.GET('/api/customers/{id}/', { params: { path: { id: bohol!.id } } }));
    expect(made).toMatchObject({
      name: 'Bohol Cooperative',
      tax_class: 'vat_exempt',
      withholding_percent: 2,
      credit_limit: '15000.50',
      price_tier: dealer!.id,
      tags: ['bohol', 'coop'],
      contacts: [{ name: 'Marites Reyes', email: 'marites@coop.ph', is_primary: true }],
      addresses: [{ label: '', address: 'Tagbilaran City' }],
    });
    const [walkIn] = await ctx.db.select().from(customers).where(eq(customers.name, 'Walk-in Buyer'));
    expect(walkIn!.code).toBe(`C-${String(walkIn!.id).padStart(5, '0')}`);

    const history = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, 'customer'), eq(activity.note, 'Excel import: customers.xlsx')));
    expect(history.map((entry) => [entry.entityId, entry.action]).sort()).toEqual(
      [
        [visayas.id, 'import_updated'],
        [bohol!.id, 'import_created'],
        [walkIn!.id, 'import_created'],
      ].sort(),
    );
    expect(history.every((entry) => entry.actorName === admin.username)).toBe(true);
    const primaries = await ctx.db
      .select()
      .from(customerContacts)
      .where(and(eq(customerContacts.customerId, visayas.id), eq(customerContacts.isPrimary, true)));
    expect(primaries).toHaveLength(1);
  });

  it('round-trips its own export with nothing to change', async () => {
    const { sheet } = await exportSheet(admin.access);
    const response = await importFile(Buffer.from(await sheet.workbook.xlsx.writeBuffer()));
    expect(await response.json()).toMatchObject({ created: 0, updated: 0, errors_on_rows: [] });
  });

  it('takes text with control characters as text, never as a server error', async () => {
    const response = await importFile(
      await workbookOf([{ name: 'Nul\u0000Byte Trading', notes: 'a\u0000b' }]),
    );
    expect(response.status, await response.clone().text()).toBeLessThan(500);
  });
});
