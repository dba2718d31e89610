import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import { addDays, shopDate, type QuotationView } from '~/domain/quotation';
import type { InquiryView } from '~/domain/inquiry';
import { apiLogin, Catalogue, expect, newStaffSession, test, unique, useSession } from './fixtures';
import { E2E_BASE_URL } from './settings';

const text = adminMessages.quotations;

interface Records {
  adminToken: string;
  laptopName: string;
  inquiryId: number;
  customer: string;
}
let records: Records;

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const session = await apiLogin(request);
  const catalogue = new Catalogue(request, session.access);
  const category = await catalogue.category(unique('Quote Laptops'));
  const laptop = await catalogue.product({
    name: unique('Quote Aspire'),
    brand: 'Acer',
    price: '1120.00',
    stock: '5',
    category: String(category.id),
  });
  const customer = unique('Quote Buyer');
  // One inquiry: the public form's hourly budget is shared with the other journeys.
  const inquiry = await request.post('/api/inquiries/', {
    data: {
      name: customer,
      phone: '+63 917 555 0199',
      company: 'Santos Trading',
      email: 'quote.buyer@example.ph',
      purpose: 'Request for Quote',
      products: 'Installation',
      message: 'Please quote two laptops with installation.',
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const found = await request.get(`/api/inquiries/?q=${encodeURIComponent(customer)}`, {
    headers: { Authorization: `Bearer ${session.access}` },
  });
  const [row] = ((await found.json()) as { results: InquiryView[] }).results;
  records = { adminToken: session.access, laptopName: laptop.name, inquiryId: row!.id, customer };
  await request.dispose();
});

async function expectTotals(page: Page, figures: { vatable: string; vat: string; total: string }) {
  const list = page.getByLabel('Totals', { exact: true });
  await expect(list.locator('div', { hasText: 'VATable sales' }).getByRole('definition')).toHaveText(
    figures.vatable,
  );
  await expect(list.locator('div', { hasText: 'VAT (12%)' }).getByRole('definition')).toHaveText(figures.vat);
  await expect(
    list
      .locator('div', { hasText: /^Total/ })
      .getByRole('definition')
      .last(),
  ).toHaveText(figures.total);
}

const line = (page: Page, number: number) => page.getByRole('listitem', { name: `Line ${number}` });

async function api<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${records.adminToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.describe('quotations', () => {
  test('from an inquiry to a sent quotation and its revision', async ({ adminPage: page, request }) => {
    await page.goto(`/admin-inquiries?id=${records.inquiryId}`);
    await page.getByRole('link', { name: adminMessages.inquiryInbox.createQuotation }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-quotations/new\\?inquiry=${records.inquiryId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New Quotation' })).toBeVisible();
    await expect(page.getByText(text.fromInquiry(records.inquiryId))).toBeVisible();
    await expect(page.getByLabel('Customer name *')).toHaveValue(records.customer);
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Santos Trading');
    await expect(page.getByLabel('Email *')).toHaveValue('quote.buyer@example.ph');
    await expect(page.getByLabel('Valid until')).toHaveValue(addDays(shopDate(new Date()), 30));
    // The requested "Installation" is not in the catalogue: a free-text line waiting for its price.
    await expect(line(page, 1).getByLabel('Description')).toHaveValue('Installation');

    // Saving the unpriced line shows the server's error beside that line's price.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(line(page, 1).getByLabel('Unit price (₱)')).toHaveAccessibleDescription(
      adminMessages.quotation.unitPriceRequired,
    );
    await line(page, 1).getByLabel('Unit price (₱)').fill('0');

    await page.getByLabel('Add products').fill(records.laptopName);
    await page.getByRole('button', { name: `Add ${records.laptopName}` }).click();
    await expect(line(page, 2).getByLabel('Product')).toHaveValue(records.laptopName);
    await expect(line(page, 2).getByLabel('Unit price (₱)')).toHaveValue('1120.00');
    await expect(line(page, 2)).toContainText('5 in stock when added');
    await line(page, 2).getByLabel('Quantity').fill('2');

    await page.getByRole('button', { name: 'Add a free-text line' }).click();
    await line(page, 3).getByLabel('Description').fill('Delivery within Metro Manila');
    await line(page, 3).getByLabel('Unit price (₱)').fill('0.00');

    // Live, before anything is saved.
    await expectTotals(page, { vatable: '₱2,000.00', vat: '₱240.00', total: '₱2,240.00' });

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin-quotations\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await api<QuotationView>(request, 'GET', `/api/quotations/${id}/`);
    expect(saved).toMatchObject({
      subtotal: '2000.00',
      vat: '240.00',
      total: '2240.00',
      inquiry: records.inquiryId,
    });
    await expect(page.getByRole('heading', { level: 1, name: `Quotation ${saved.number}` })).toBeVisible();
    await expect(page.getByText(text.created(saved.number))).toBeVisible();
    await expectTotals(page, { vatable: '₱2,000.00', vat: '₱240.00', total: '₱2,240.00' });
    await expect(page.getByRole('link', { name: `Inquiry #${records.inquiryId}` })).toBeVisible();

    // A changed discount updates the totals at once and is confirmed by the save.
    await page.getByLabel('Overall discount', { exact: true }).fill('10');
    await page.getByLabel('Overall discount: pesos or percent').selectOption('percent');
    await expectTotals(page, { vatable: '₱1,800.00', vat: '₱216.00', total: '₱2,016.00' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    expect(await api<QuotationView>(request, 'GET', `/api/quotations/${id}/`)).toMatchObject({
      discount_percent: '10.00',
      total: '2016.00',
      vat: '216.00',
    });

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview PDF' }).click();
    const preview = await popup;
    await expect.poll(() => preview.url()).toMatch(/^blob:/);
    await preview.close();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.sendQuestion(saved.number) });
    await expect(dialog).toContainText('quote.buyer@example.ph');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(text.sentNotEmailed(saved.number))).toBeVisible();
    const address = page.getByRole('status').getByRole('link', { name: /\/quote\// });
    await expect(address).toBeVisible();
    expect(await address.getAttribute('href')).toMatch(/\/quote\/[\w-]{43}$/);
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Customer name *')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Revise' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quotation ${saved.number}-R1` })).toBeVisible();
    await expect(page.getByText(text.revised(`${saved.number}-R1`))).toBeVisible();
    await expect(page.getByLabel('Customer name *')).toBeEnabled();
    await expectTotals(page, { vatable: '₱1,800.00', vat: '₱216.00', total: '₱2,016.00' });

    // The sent one now points to its newer revision.
    await page.goBack();
    await expect(page.getByText(text.superseded)).toBeVisible();
    await page.getByRole('link', { name: `Open ${saved.number}-R1` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quotation ${saved.number}-R1` })).toBeVisible();

    // Sending answered the inquiry: it is Quoted, and lists what was quoted from it, newest first.
    await page.goto(`/admin-inquiries?id=${records.inquiryId}`);
    await expect(page.getByLabel(adminMessages.inquiryInbox.statusLabel, { exact: true })).toHaveValue(
      'quoted',
    );
    const quoted = page.getByTestId('inquiry-quotations').getByRole('listitem');
    await expect(quoted).toHaveCount(2);
    await expect(quoted.first()).toContainText(`${saved.number}-R1`);
    await expect(quoted.first()).toContainText('Draft');
    await expect(quoted.last()).toContainText('Sent');
    await expect(quoted.last()).toContainText('₱2,016.00');
    await quoted.last().getByRole('link', { name: saved.number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quotation ${saved.number}` })).toBeVisible();

    // The list: both revisions, each under its status tab, and found by number.
    await page.goto(`/admin-quotations?query=${encodeURIComponent(records.customer)}`);
    const table = page.getByRole('table', { name: 'Quotations' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText(`${saved.number}-R1`);
    await expect(table).toContainText('₱2,016.00');
    await page.getByRole('link', { name: 'Draft', exact: true }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: `${saved.number}-R1` })).toBeVisible();
    await page.getByRole('link', { name: 'Sent', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: saved.number, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Accepted', exact: true }).click();
    await expect(page.getByText(text.noMatches)).toBeVisible();

    await page.goto('/admin-quotations');
    await page.getByLabel('Search quotations').fill(`${saved.number}-R1`);
    await expect(page).toHaveURL(/query=QT-/);
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('expiring soon lists sent quotations near their date; only superusers delete; accepted links its order', async ({
    browser,
    request,
  }) => {
    const customer = unique('Expiring Buyer');
    const made = await api<QuotationView>(request, 'POST', '/api/quotations/', {
      customer_name: customer,
      customer_email: 'expiring@example.ph',
      valid_until: addDays(shopDate(new Date()), 3),
      lines: [{ description: 'Network cabling', quantity: 1, unit_price: '1500.00' }],
    });
    await api(request, 'POST', `/api/quotations/${made.id}/send/`);
    const draft = await api<QuotationView>(request, 'POST', '/api/quotations/', {
      customer_name: customer,
      customer_email: 'expiring@example.ph',
      lines: [{ description: 'Network cabling', quantity: 2, unit_price: '1500.00' }],
    });

    const { session } = await newStaffSession(request, records.adminToken, 'quote staff');
    const staffContext = await browser.newContext();
    const page = await staffContext.newPage();
    await useSession(page, session);
    await page.goto(`/admin-quotations?query=${encodeURIComponent(customer)}`);
    await expect(page.getByRole('link', { name: 'Quotations', exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Quotations' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Expiring soon' }).click();
    await expect(page).toHaveURL(/expiring=1/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(made.number);

    await page.goto(`/admin-quotations/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Quotation ${draft.number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const refused = await request.delete(`/api/quotations/${draft.id}/`, {
      headers: { Authorization: `Bearer ${session.access}` },
    });
    expect(refused.status()).toBe(403);
    await staffContext.close();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await useSession(admin, await apiLogin(request));
    await admin.goto(`/admin-quotations/${draft.id}`);
    await admin.getByRole('button', { name: 'Delete' }).click();
    await admin
      .getByRole('dialog', { name: text.deleteQuestion(draft.number) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(admin).toHaveURL(/\/admin-quotations$/);

    // The customer accepts on their page: the quotation links to its new order and can no longer change.
    const token = made.public_path.split('/').at(-1)!;
    const accepted = await request.post(`/api/quote/${token}/accept/`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const { order } = (await accepted.json()) as { order: number };
    await admin.goto(`/admin-quotations/${made.id}`);
    await expect(admin.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expect(
      admin.getByRole('link', { name: `Order #${String(order).padStart(4, '0')}` }),
    ).toHaveAttribute('href', `/admin-orders?order=${order}`);
    await expect(admin.getByRole('button', { name: 'Revise' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await adminContext.close();
  });
});

test('the dashboard shows the quotation figures', async ({ adminPage: page }) => {
  await page.goto('/admin-dashboard');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Quotations' }) });
  await expect(panel.getByText('Quotes sent')).toBeVisible();
  await expect(panel.getByText('Conversion rate')).toBeVisible();
  await expect(panel.getByText(/sent and not expired/)).toBeVisible();
});
