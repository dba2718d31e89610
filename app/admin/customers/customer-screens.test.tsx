import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { SESSION_KEYS } from '../../lib/session';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as CustomerPage from './customer-page';
import * as CustomerSearch from './customer-search';
import { customerListItem, customerView } from './customer-fixture';
import * as Customers from './customers';
import * as EditCustomer from './edit-customer';
import * as NewCustomer from './new-customer';

const text = adminMessages.customers;
const tiers = [{ id: 2, name: 'Dealer', customer_count: 1, category_discounts: [] }];
const noHistory = { results: [], next_before: null };

describe('the customer list', () => {
  it('lists customers with their primary contact, tier and terms, and filters by tier through the URL', async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/customers/': {
        body: { count: 1, next: null, previous: null, results: [customerListItem()] },
      },
      'GET /api/price-tiers/': { body: tiers },
    });
    const { user } = renderScreen(Customers, { path: adminPaths.customers });

    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Visayas Freight Corp.' }).getAttribute('href')).toBe(
      adminPaths.customer(7),
    );
    expect(within(row!).getByText('ana@vf.ph')).toBeTruthy();
    expect(within(row!).getByText('Dealer')).toBeTruthy();
    expect(within(row!).getByText('30 days')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Price tier'), 'Dealer');
    await waitFor(() => {
      const lists = sent.filter((request) => new URL(request.url).pathname === '/api/customers/');
      expect(new URL(lists.at(-1)!.url).searchParams.get('tier')).toBe('2');
    });
  });

  it('says when a search finds nobody', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /api/customers/': { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/price-tiers/': { body: tiers },
    });
    renderScreen(Customers, { path: adminPaths.customers, url: `${adminPaths.customers}?q=zzz` });
    expect(await screen.findByText(text.noMatches)).toBeTruthy();
  });
});

describe('the customers workbook', () => {
  const list = () => ({
    'GET /api/customers/': {
      body: { count: 1, next: null, previous: null, results: [customerListItem()] },
    },
    'GET /api/price-tiers/': { body: tiers },
  });
  const report = (created: number, updated: number, unchanged: number, dryRun: boolean) => ({
    created,
    updated,
    unchanged,
    errors_on_rows: [],
    dry_run: dryRun,
  });
  const workbook = () => new File(['PK'], 'customers.xlsx', { type: 'application/octet-stream' });

  it('checks a file first and saves nothing, then imports it and shows the list again', async () => {
    signInAsAdmin();
    const sent = fakeApi({ ...list(), 'POST /api/customers/import/': { body: report(1, 2, 3, true) } });
    const { user } = renderScreen(Customers, { path: adminPaths.customers });
    await screen.findByRole('table', { name: 'Customers' });

    await user.click(screen.getByRole('button', { name: 'Import Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Excel' });
    expect(within(dialog).getByText(text.importHelp)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(messages.excel.fileRequired)).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), workbook());
    await user.click(within(dialog).getByLabelText('Only check the file (nothing is saved)'));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText(adminMessages.adminProducts.checked(1, 2, 3))).toBeTruthy();
    const check = sent.find((request) => new URL(request.url).pathname === '/api/customers/import/')!;
    expect(new URL(check.url).searchParams.get('dry_run')).toBe('1');
    expect(((await check.formData()).get('excel_file') as File).name).toBe('customers.xlsx');
    const lists = () => sent.filter((request) => new URL(request.url).pathname === '/api/customers/').length;
    expect(lists()).toBe(1);

    fakeApi({ ...list(), 'POST /api/customers/import/': { body: report(1, 2, 3, false) } });
    await user.click(screen.getByRole('button', { name: 'Import Excel' }));
    const again = await screen.findByRole('dialog', { name: 'Import from Excel' });
    await user.upload(within(again).getByLabelText('Excel file (.xlsx)'), workbook());
    await user.click(within(again).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(adminMessages.adminProducts.imported(1, 2, 3))).toBeTruthy();
  });

  it('tells which rows are wrong when the file is refused', async () => {
    signInAsAdmin();
    fakeApi({
      ...list(),
      'POST /api/customers/import/': {
        status: 400,
        body: {
          detail: messages.excel.rowsInvalid,
          ...report(0, 0, 0, false),
          errors_on_rows: [{ row: 3, errors: { tin: [messages.customer.tinInvalid] } }],
        },
      },
    });
    const { user } = renderScreen(Customers, { path: adminPaths.customers });
    await user.click(await screen.findByRole('button', { name: 'Import Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Excel' });
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), workbook());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.excel.rowsInvalid);
    expect(alert.textContent).toContain(`Row 3 – Tin: ${messages.customer.tinInvalid}`);
  });

  it('lets staff download the workbook but offers the import to administrators only', async () => {
    signInAsAdmin();
    window.localStorage.setItem(SESSION_KEYS.isSuperuser, 'false');
    const sent = fakeApi({ ...list(), 'GET /api/customers/export/': { body: {} } });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen(Customers, { path: adminPaths.customers });
    await user.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(screen.queryByRole('button', { name: 'Import Excel' })).toBeNull();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^customers_[A-Z][a-z]+_\d{4}\.xlsx$/);
    expect(sent.some((request) => new URL(request.url).pathname === '/api/customers/export/')).toBe(true);
  });
});

describe('adding a customer', () => {
  it('checks the form with the API schema in the browser and sends nothing while it is refused', async () => {
    signInAsAdmin();
    const sent = fakeApi({ 'GET /api/price-tiers/': { body: tiers } });
    const { user } = renderScreen(NewCustomer, { path: adminPaths.newCustomer });

    await user.type(await screen.findByLabelText('TIN'), '12345');
    await user.type(screen.getByLabelText('Email (contact 1)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));

    expect(await screen.findByText(text.saveFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Company or person name', description: messages.common.required }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'TIN', description: messages.customer.tinInvalid }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Email (contact 1)', description: messages.common.invalidEmail }),
    ).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal beside its field, in the contact row it came from", async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/price-tiers/': { body: tiers },
      'POST /api/customers/': {
        status: 400,
        body: { detail: 'code: taken', code: [messages.customer.codeTaken] },
      },
    });
    const { user } = renderScreen(NewCustomer, { path: adminPaths.newCustomer });

    await user.type(await screen.findByLabelText('Company or person name'), 'Visayas Freight Corp.');
    await user.type(screen.getByLabelText('Code'), 'C-00007');
    await user.type(screen.getByLabelText('Name (contact 1)'), 'Ana Cruz');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.type(screen.getByLabelText('Name (contact 2)'), 'Ben Lim');
    await user.click(screen.getAllByRole('radio', { name: 'Primary contact' })[1]!);
    await user.selectOptions(screen.getByLabelText('Price tier'), 'Dealer');
    await user.selectOptions(screen.getByLabelText('Payment terms'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));

    expect(
      await screen.findByRole('textbox', { name: 'Code', description: messages.customer.codeTaken }),
    ).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({
      name: 'Visayas Freight Corp.',
      code: 'C-00007',
      price_tier: 2,
      payment_term_days: 30,
      contacts: [
        { name: 'Ana Cruz', is_primary: false },
        { name: 'Ben Lim', is_primary: true },
      ],
    });
  });
});

describe('editing a customer', () => {
  it('starts from the stored customer and sends the whole record back', async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/customers/7/': { body: customerView() },
      'GET /api/price-tiers/': { body: tiers },
      'PATCH /api/customers/7/': { body: customerView({ name: 'Visayas Freight Inc.' }) },
    });
    const { user } = renderScreen(EditCustomer, {
      path: '/admin-customers/:id/edit',
      url: adminPaths.editCustomer(7),
    });

    const name = await screen.findByLabelText('Company or person name');
    expect((screen.getByLabelText('Address 1') as HTMLTextAreaElement).value).toBe('Pier 3, Cebu City');
    await user.clear(name);
    await user.type(name, 'Visayas Freight Inc.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toMatchObject({
      name: 'Visayas Freight Inc.',
      tin: '123-456-789-00000',
      withholding_percent: 1,
      credit_limit: '250000.00',
      contacts: [{ name: 'Ana Cruz', email: 'ana@vf.ph', is_primary: true }],
      addresses: [{ label: 'Warehouse', address: 'Pier 3, Cebu City' }],
    });
  });

  it('says the customer could not be loaded, with the way back', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /api/customers/7/': { status: 404, body: { detail: messages.customer.notFound } },
      'GET /api/price-tiers/': { body: tiers },
    });
    renderScreen(EditCustomer, { path: '/admin-customers/:id/edit', url: adminPaths.editCustomer(7) });
    expect(await screen.findByText(text.loadOneFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to customers' }).getAttribute('href')).toBe(
      adminPaths.customers,
    );
  });
});

const receivables = {
  customer: 7,
  today: '2026-11-22',
  balance: '12000.00',
  overdue: '4500.00',
  credit: '0.00',
  held: '0.00',
  credit_payments: [],
  invoices: [],
};

describe('the customer page', () => {
  it('shows what they bought this year and last, their contacts, addresses and documents', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /api/customers/7/': { body: customerView() },
      'GET /api/activity/': { body: noHistory },
      'GET /api/customers/7/receivables/': { body: receivables },
    });
    renderScreen(CustomerPage, { path: '/admin-customers/:id', url: adminPaths.customer(7) });

    expect(await screen.findByRole('heading', { name: 'Visayas Freight Corp.' })).toBeTruthy();
    expect(screen.getByText('₱182,500.00')).toBeTruthy();
    expect(screen.getByText('₱96,000.00')).toBeTruthy();
    expect(screen.getByText('₱4,500.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a payment' }).getAttribute('href')).toBe(
      adminPaths.newPayment(7),
    );
    expect(screen.getByText('VAT-registered · withholds 1 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'QT-2026-000021' }).getAttribute('href')).toBe(
      adminPaths.quotation(21),
    );
    expect(screen.getByRole('link', { name: 'Order #31' }).getAttribute('href')).toBe(adminPaths.order(31));
    expect(screen.getByRole('link', { name: 'Inquiry #11' }).getAttribute('href')).toBe(
      adminPaths.inquiry(11),
    );
    expect(screen.getByText('Pier 3, Cebu City')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ana@vf.ph' }).getAttribute('href')).toBe('mailto:ana@vf.ph');
  });

  it('merges a customer found by search into this one, and shows the result', async () => {
    signInAsAdmin();
    const other = customerListItem({ id: 9, code: 'C-00009', name: 'Visayas Freight (Cebu)' });
    const sent = fakeApi({
      'GET /api/customers/7/': { body: customerView() },
      'GET /api/activity/': { body: noHistory },
      'GET /api/customers/7/receivables/': { body: receivables },
      'GET /api/customers/': {
        body: { count: 2, next: null, previous: null, results: [customerListItem(), other] },
      },
      'POST /api/customers/7/merge/': { body: customerView() },
    });
    const { user } = renderScreen(CustomerPage, {
      path: '/admin-customers/:id',
      url: adminPaths.customer(7),
      loaders: { '/admin-customer-search': CustomerSearch.clientLoader },
    });

    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(text.mergeChoose), 'visayas');
    // This customer is never offered as the one to merge.
    const choice = await within(dialog).findByRole('radio', { name: /Visayas Freight \(Cebu\)/ });
    expect(within(dialog).queryByRole('radio', { name: /Visayas Freight Corp\./ })).toBeNull();
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Merge Visayas Freight (Cebu)' }));

    expect(await screen.findByText(text.merged('Visayas Freight (Cebu)'))).toBeTruthy();
    const merge = sent.find((request) => request.url.endsWith('/merge/'));
    expect(await merge!.json()).toEqual({ customer: 9 });
  });

  it('deletes the customer after asking, and goes back to the list', async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/customers/7/': { body: customerView() },
      'GET /api/activity/': { body: noHistory },
      'GET /api/customers/7/receivables/': { body: receivables },
      'DELETE /api/customers/7/': { body: null },
    });
    const { user } = renderScreen(CustomerPage, {
      path: '/admin-customers/:id',
      url: adminPaths.customer(7),
      loaders: { [adminPaths.customers]: () => null },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Visayas Freight Corp.?' });
    expect(within(question).getByText(text.deleteQuestion('Visayas Freight Corp.'))).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Visayas Freight Corp.' })).toBeNull());
    expect(
      sent.filter((request) => request.method === 'DELETE').map((request) => new URL(request.url).pathname),
    ).toEqual(['/api/customers/7/']);
  });

  it('offers merge and delete to administrators only', async () => {
    signInAsAdmin();
    window.localStorage.setItem(SESSION_KEYS.isSuperuser, 'false');
    fakeApi({
      'GET /api/customers/7/': { body: customerView() },
      'GET /api/activity/': { body: noHistory },
      'GET /api/customers/7/receivables/': { body: receivables },
    });
    renderScreen(CustomerPage, { path: '/admin-customers/:id', url: adminPaths.customer(7) });
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
