import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminMessages } from '~/domain/admin-messages';
import type { OrderView } from '~/domain/order';
import { addDays, shopDate, type QuotationView } from '~/domain/quotation';
import type { CustomerView, DocumentSeriesView } from '~/domain/views';
import { apiLogin, Catalogue, expect, test, unique, useSession } from './fixtures';
import { E2E_MAP_BASE_URL } from './settings';

const money = (figure: string) => `₱${figure}`;

/**
 * The week of issue 27, on the settings server (an invoice prints the company's TIN, which the main server's
 * pages must not show): an accepted quotation reserves its order, a delivery scans three serials, a zero-rated
 * buyer and a withholding buyer are invoiced, a partial bank payment and a post-dated check come in, and the
 * receivables, the statement and the warranty page say what happened.
 */
test('from an accepted quotation to a delivery with serials, two invoices, payments, the aging and a warranty', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: E2E_MAP_BASE_URL });
  try {
    const session = await apiLogin(api);
    const headers = { Authorization: `Bearer ${session.access}` };
    const call = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
      const response = await api.fetch(path, { method, headers, data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    };
    await registerInvoiceSeries(api, headers);

    const catalogue = new Catalogue(api, session.access);
    const category = await catalogue.category(unique('O2C Laptops'));
    const laptop = await catalogue.product({
      name: unique('ThinkPad E14 Gen 6'),
      brand: 'Lenovo',
      price: '44800.00',
      stock: '4',
      serialized: 'true',
      warranty_months: '12',
      category: String(category.id),
    });
    const toner = await catalogue.product({
      name: unique('Toner 85A'),
      brand: 'HP',
      price: '1120.00',
      stock: '40',
      category: String(category.id),
    });
    const peza = await call<CustomerView>('POST', '/api/customers/', {
      name: unique('Clark Ecozone Assembly'),
      tin: '201-555-123-00000',
      tax_class: 'zero_rated',
      payment_term_days: 30,
      billing_address: 'Clark Freeport Zone, Pampanga',
    });
    const withholder = await call<CustomerView>('POST', '/api/customers/', {
      name: unique('Cebu Logistics Corp'),
      tin: '301-777-888-00000',
      tax_class: 'vat',
      withholding_percent: 1,
      payment_term_days: 30,
      billing_address: 'Mandaue City, Cebu',
    });

    // Each buyer accepts a quotation on its public page; the orders reserve what they promise.
    const accepted = async (customer: CustomerView, product: number, quantity: number, price: string) => {
      const quotation = await call<QuotationView>('POST', '/api/quotations/', {
        customer_id: customer.id,
        customer_name: customer.name,
        customer_email: 'buyer@example.ph',
        customer_address: customer.billing_address,
        lines: [{ product, quantity, unit_price: price }],
      });
      await call('POST', `/api/quotations/${quotation.id}/send/`);
      const token = quotation.public_path.split('/').at(-1)!;
      return (await call<{ order: number }>('POST', `/api/quote/${token}/accept/`, {})).order;
    };
    const laptopOrder = await accepted(peza, laptop.id, 3, '44800.00');
    const tonerOrder = await accepted(withholder, toner.id, 10, '1120.00');
    const reserved = await call<OrderView>('GET', `/api/orders/${laptopOrder}/`);
    expect(reserved.confirmed_at).not.toBeNull();
    expect(reserved.delivery_address).toBe(peza.billing_address);

    // A fourth laptop cannot be promised twice: the product shows 4 on hand, 3 reserved, 1 available.
    await useSession(page, session);
    await page.goto(`${E2E_MAP_BASE_URL}/admin-edit-product/${laptop.id}`);
    await expect(page.getByLabel(adminMessages.stockSection.levels).getByRole('definition')).toHaveText([
      '4',
      '3',
      '1',
    ]);

    // The delivery: three serials scanned, Enter moving to the next unit.
    await page.goto(`${E2E_MAP_BASE_URL}/admin-orders?order=${laptopOrder}`);
    await page.getByRole('dialog').getByRole('link', { name: 'Record a delivery' }).click();
    const line = page.getByRole('region', { name: laptop.name });
    const suffix = Date.now().toString(36).toUpperCase();
    const serials = [`PF${suffix}1`, `PF${suffix}2`, `PF${suffix}3`];
    await line.getByRole('textbox', { name: /serial 1 of 3/ }).click();
    for (const serial of serials) {
      await page.keyboard.type(serial);
      await page.keyboard.press('Enter');
    }
    await page.getByRole('button', { name: 'Record delivery' }).click();
    const delivered = page.getByText(/^Delivery DR-\d{6} recorded\.$/);
    await expect(delivered).toBeVisible();
    const drNumber = /DR-\d{6}/.exec((await delivered.textContent())!)![0];
    const shipments = await call<{ results: { id: number; number: string }[] }>(
      'GET',
      `/api/shipments/?order=${laptopOrder}`,
    );
    const receipt = await pdfText(api, headers, `/api/shipments/${shipments.results[0]!.id}/pdf/`);
    expect(receipt).toContain(drNumber);
    for (const serial of serials) expect(receipt).toContain(serial);

    // The zero-rated buyer's invoice: no VAT, the whole amount zero-rated.
    await page.goto(`${E2E_MAP_BASE_URL}/admin-invoices/new?order=${laptopOrder}`);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sales invoice / })).toBeVisible();
    const zeroRated = page.getByRole('definition').locator('..');
    await expect(zeroRated.filter({ hasText: 'Zero-rated sales' })).toContainText(money('134,400.00'));
    await expect(zeroRated.filter({ hasText: 'VAT (12%)' })).toContainText(money('0.00'));

    // The withholding buyer's invoice: VAT inside the price, 1 % of the net withheld.
    await page.goto(`${E2E_MAP_BASE_URL}/admin-invoices/new?order=${tonerOrder}`);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sales invoice / })).toBeVisible();
    const withheld = page.getByRole('definition').locator('..');
    await expect(withheld.filter({ hasText: 'VATable sales' })).toContainText(money('10,000.00'));
    await expect(withheld.filter({ hasText: 'VAT (12%)' })).toContainText(money('1,200.00'));
    await expect(withheld.filter({ hasText: 'Less: withholding tax (1%)' })).toContainText('100.00');
    await expect(withheld.filter({ hasText: 'Amount due' })).toContainText(money('11,100.00'));

    // A partial bank payment from the withholding buyer, and a post-dated check from the other.
    await page.goto(`${E2E_MAP_BASE_URL}/admin-payments/new?customer=${withholder.id}`);
    await page.getByLabel('Method').selectOption('bank_transfer');
    await page.getByLabel('Amount (₱)').fill('6,000');
    await page.getByLabel('Reference').fill('BDO-552211');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(adminMessages.receivables.recorded(money('6,000.00')))).toBeVisible();

    const checkDate = addDays(shopDate(new Date()), 3);
    await page.goto(`${E2E_MAP_BASE_URL}/admin-payments/new?customer=${peza.id}`);
    await page.getByLabel('Method').selectOption('check');
    await page.getByLabel('Amount (₱)').fill('50,000');
    await page.getByLabel('Bank', { exact: true }).fill('Metrobank');
    await page.getByLabel('Check number').fill('778899');
    await page.getByLabel('Check date').fill(checkDate);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(adminMessages.receivables.recorded(money('50,000.00')))).toBeVisible();

    // The aging counts what is still owed; the check is held until its date.
    await page.goto(`${E2E_MAP_BASE_URL}/admin-receivables`);
    await expect(page.getByText(withholder.name).first()).toBeVisible();
    await expect(page.getByText(peza.name).first()).toBeVisible();
    await expect(page.getByTestId('checks-this-week')).toContainText(
      adminMessages.receivables.checkLine(checkDate, peza.name, 'Metrobank #778899'),
    );
    const statement = await pdfText(api, headers, `/api/customers/${withholder.id}/statement/`);
    expect(statement).toContain(withholder.name);
    expect(statement).toContain('5,100.00');

    // Anyone can look a delivered serial up, and learn nothing about the buyer.
    await page.goto(`${E2E_MAP_BASE_URL}/warranty`);
    await page.getByLabel('Serial number').fill(serials[1]!);
    await page.getByRole('button', { name: 'Check warranty' }).click();
    const warranty = page.getByRole('region', { name: 'Under warranty' });
    await expect(warranty).toContainText(laptop.name);
    await expect(warranty).toContainText('12 months, until');
    await expect(warranty).not.toContainText(peza.name);
  } finally {
    await api.dispose();
  }
});

/** The settings server's TIN and a registered invoice series, entered once and kept for later runs. */
async function registerInvoiceSeries(api: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const current = await (await api.get('/api/settings/admin/', { headers })).json();
  if (!current.tin) {
    const { mail_configured: _mail, logo: _logo, ...fields } = current;
    const saved = await api.put('/api/settings/', { headers, data: { ...fields, tin: '123-456-789-000' } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const series = (await (await api.get('/api/document-series/', { headers })).json()) as DocumentSeriesView;
  if (series.invoice.end !== null && series.invoice.end - series.invoice.next > 100) return;
  const set = await api.put('/api/document-series/', {
    headers,
    data: {
      invoice: {
        prefix: series.invoice.prefix || 'SI-',
        next: series.invoice.next,
        end: series.invoice.next + 1000,
      },
      delivery_receipt: { prefix: series.delivery_receipt.prefix || 'DR-' },
    },
  });
  expect(set.status(), await set.text()).toBe(200);
}

async function pdfText(
  api: APIRequestContext,
  headers: Record<string, string>,
  path: string,
): Promise<string> {
  const response = await api.get(path, { headers });
  expect(response.status(), path).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  });
  return text;
}
