import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '~/app/lib/api-schema';
import { orders } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { INVOICE_PDF_TEXT } from '../../services/invoices/invoice-pdf';
import { updateSettings } from '../../services/settings/settings';
import { dataOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const asStaff = ctx.apiFor(staff.access);
type CustomerInput = paths['/api/customers/']['post']['requestBody']['content']['application/json'];
let productId: number;

beforeAll(async () => {
  await updateSettings(ctx.db, { ...DEMO_SETTINGS, tin: '123-456-789-000' }, admin, ctx.clock.current);
  dataOf(
    await ctx.apiFor(admin.access).PUT('/api/document-series/', {
      body: { invoice: { prefix: 'SI-', next: 1501, end: 2000 }, delivery_receipt: { prefix: 'DR-' } },
    }),
    200,
  );
  const category = await insertCategory(ctx, 'Networking', 'networking');
  productId = (
    await insertProduct(ctx, { name: 'Router AX3000', brand: 'TP-Link', price: '1120', stock: 50, category })
  ).id;
});

async function invoiceFor(buyer: CustomerInput, poNumber: string) {
  const customer = dataOf(await asStaff.POST('/api/customers/', { body: buyer }), 201);
  const order = dataOf(
    await asStaff.POST('/api/orders/', {
      body: { customer_name: 'Buyer', items: [{ product: productId, quantity: 1 }] },
    }),
    201,
  );
  await ctx.db.update(orders).set({ customerId: customer.id, poNumber }).where(eq(orders.id, order.id));
  return dataOf(await asStaff.POST('/api/invoices/', { body: { order: order.id } }), 201);
}

async function pdfText(id: number): Promise<string> {
  const response = await ctx.request('GET', `/api/invoices/${id}/pdf/`, { token: staff.access });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (process.env.INVOICE_PDF_OUT) await writeFile(`${process.env.INVOICE_PDF_OUT}-${id}.pdf`, bytes);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const expectAll = (text: string, phrases: string[]) => {
  for (const phrase of phrases) expect(text, phrase).toContain(phrase);
};

describe('the invoice PDF', () => {
  it("prints a zero-rated buyer's sale as zero-rated sales with no VAT", async () => {
    const invoice = await invoiceFor(
      {
        name: 'Clark PEZA Electronics Inc.',
        tin: '111222333',
        tax_class: 'zero_rated',
        payment_term_days: 30,
        billing_address: 'Clark Freeport Zone, Pampanga',
        business_style: 'Electronics manufacturing',
      },
      'PO-7781',
    );
    const text = await pdfText(invoice.id);
    expectAll(text, [
      INVOICE_PDF_TEXT.title,
      'SI-001501',
      DEMO_SETTINGS.name,
      `${INVOICE_PDF_TEXT.vatTin} 123-456-789-00000`,
      'Quezon City',
      'Clark PEZA Electronics Inc.',
      '111-222-333-00000',
      'Clark Freeport Zone, Pampanga',
      'Electronics manufacturing',
      'November 22, 2026',
      '30 days',
      'December 22, 2026',
      'PO-7781',
      'Router AX3000',
      `${INVOICE_PDF_TEXT.vatableSales} ₱0.00`,
      `${INVOICE_PDF_TEXT.vatExemptSales} ₱0.00`,
      `${INVOICE_PDF_TEXT.zeroRatedSales} ₱1,120.00`,
      `${INVOICE_PDF_TEXT.vat} ₱0.00`,
      `${INVOICE_PDF_TEXT.totalSales} ₱1,120.00`,
      `${INVOICE_PDF_TEXT.amountDue} ₱1,120.00`,
      'One thousand one hundred twenty pesos and 00/100',
    ]);
    expect(text).not.toContain('Less: withholding');
    expect(text).not.toContain(INVOICE_PDF_TEXT.void);
  });

  it('splits the VAT out for a VAT buyer and takes its 1 % withholding off the amount due', async () => {
    const invoice = await invoiceFor(
      { name: 'Makati Holdings Corp.', tin: '222333444', tax_class: 'vat', withholding_percent: 1 },
      '',
    );
    const text = await pdfText(invoice.id);
    expectAll(text, [
      'SI-001502',
      'Makati Holdings Corp.',
      'Cash / COD',
      `${INVOICE_PDF_TEXT.vatableSales} ₱1,000.00`,
      `${INVOICE_PDF_TEXT.vat} ₱120.00`,
      `${INVOICE_PDF_TEXT.totalSales} ₱1,120.00`,
      `${INVOICE_PDF_TEXT.withholding(1)} −₱10.00`,
      `${INVOICE_PDF_TEXT.amountDue} ₱1,110.00`,
      'One thousand one hundred ten pesos and 00/100',
    ]);
  });

  it('prints VOID with the reason on a voided invoice, and is for staff only', async () => {
    const invoice = await invoiceFor({ name: 'Quezon Traders' }, '');
    dataOf(
      await ctx.apiFor(admin.access).POST('/api/invoices/{id}/void/', {
        params: { path: { id: invoice.id } },
        body: { reason: 'Wrong buyer name' },
      }),
      200,
    );
    const text = await pdfText(invoice.id);
    expectAll(text, [INVOICE_PDF_TEXT.void, 'Wrong buyer name', invoice.number]);
    expect((await ctx.request('GET', `/api/invoices/${invoice.id}/pdf/`)).status).toBe(401);
    expect((await ctx.request('GET', '/api/invoices/999999/pdf/', { token: staff.access })).status).toBe(404);
  });
});
