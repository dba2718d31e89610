import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components, paths } from '~/app/lib/api-schema';
import {
  activity,
  documentSeries,
  invoices,
  orderItems,
  orders,
  paymentAllocations,
  payments,
} from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { DEMO_SETTINGS } from '~/domain/company';
import { updateSettings } from '../../services/settings/settings';
import { dataOf, errorOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const asAdmin = ctx.apiFor(admin.access);
const asStaff = ctx.apiFor(staff.access);
const messages = adminMessages.invoice;
type Invoice = components['schemas']['Invoice'];
type CustomerInput = paths['/api/customers/']['post']['requestBody']['content']['application/json'];

let router: { id: number };

beforeAll(async () => {
  const category = await insertCategory(ctx, 'Networking', 'networking');
  router = await insertProduct(ctx, {
    name: 'Router AX3000',
    brand: 'TP-Link',
    price: '1120',
    stock: 500,
    category,
  });
});

async function customer(fields: Partial<CustomerInput> & { name: string }): Promise<number> {
  return dataOf(await asStaff.POST('/api/customers/', { body: fields as CustomerInput }), 201).id;
}

/** An order for `quantity` routers, linked to a customer when one is given. */
async function order(
  quantity = 1,
  customerId: number | null = null,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const made = dataOf(
    await asStaff.POST('/api/orders/', {
      body: {
        customer_name: 'Juan dela Cruz',
        customer_company: 'Dela Cruz Trading',
        items: [{ product: router.id, quantity }],
      },
    }),
    201,
  );
  await ctx.db
    .update(orders)
    .set({ customerId, deliveryAddress: '5 Ayala Ave., Makati', ...extra })
    .where(eq(orders.id, made.id));
  return { id: made.id, item: made.items[0]!.id };
}

const issue = (body: {
  order: number;
  issued_on?: string;
  lines?: { order_item: number; quantity: number }[];
}) => asStaff.POST('/api/invoices/', { body });
const issued = async (body: Parameters<typeof issue>[0]): Promise<Invoice> => dataOf(await issue(body), 201);
/** The error body a typed call answered (the client has read it already). */
const problem = (answer: { error?: unknown; response: Response }) => {
  expect(answer.response.ok).toBe(false);
  return answer.error as { detail: string } & Record<string, unknown>;
};
const series = (invoice: { prefix: string; next: number; end: number }) =>
  asAdmin.PUT('/api/document-series/', { body: { invoice, delivery_receipt: { prefix: 'DR-' } } });

describe('before the owner has set things up', () => {
  it("refuses to invoice without the company's TIN, then without a registered series", async () => {
    const { id } = await order();
    let refused = await issue({ order: id });
    expect(refused.response.status).toBe(409);
    expect(problem(refused).detail).toBe(messages.sellerTinMissing);
    await updateSettings(ctx.db, { ...DEMO_SETTINGS, tin: '123-456-789-000' }, admin, ctx.clock.current);
    refused = await issue({ order: id });
    expect(refused.response.status).toBe(409);
    expect(problem(refused).detail).toBe(messages.seriesNotSetUp);
    dataOf(await series({ prefix: 'SI-', next: 101, end: 10_000 }), 200);
  });
});

describe('the tax lines follow the buyer', () => {
  it("prints a zero-rated buyer's sale as zero-rated, with no VAT", async () => {
    const peza = await customer({
      name: 'Clark PEZA Electronics Inc.',
      tin: '111222333',
      tax_class: 'zero_rated',
      payment_term_days: 30,
      billing_address: 'Clark Freeport Zone, Pampanga',
      business_style: 'Electronics manufacturing',
    });
    const { id } = await order(1, peza, { poNumber: 'PO-7781' });
    const invoice = await issued({ order: id });
    expect(invoice).toMatchObject({
      number: 'SI-000101',
      issued_on: '2026-11-22',
      due_on: '2026-12-22',
      terms_days: 30,
      seller: { name: DEMO_SETTINGS.name, tin: '123-456-789-00000' },
      buyer: {
        name: 'Clark PEZA Electronics Inc.',
        tin: '111-222-333-00000',
        address: 'Clark Freeport Zone, Pampanga',
        business_style: 'Electronics manufacturing',
      },
      po_number: 'PO-7781',
      tax_class: 'zero_rated',
      vatable_sales: '0.00',
      vat_exempt_sales: '0.00',
      zero_rated_sales: '1120.00',
      vat: '0.00',
      total: '1120.00',
      withholding: '0.00',
      amount_due: '1120.00',
      amount_in_words: 'One thousand one hundred twenty pesos and 00/100',
      balance: '1120.00',
      status: 'open',
      certificate_expected: false,
      created_by: staff.username,
    });
    expect(invoice.seller.address).toContain('Quezon City');
    expect(invoice.lines).toMatchObject([
      { description: 'Router AX3000', quantity: 1, unit_price: '1120.00', amount: '1120.00' },
    ]);
  });

  it("splits VAT out of a VAT buyer's price and takes 1 % withholding off the net of VAT", async () => {
    const withholding = await customer({
      name: 'Makati Holdings Corp.',
      tax_class: 'vat',
      withholding_percent: 1,
      payment_term_days: 15,
    });
    const invoice = await issued({ order: (await order(1, withholding)).id });
    expect(invoice).toMatchObject({
      vatable_sales: '1000.00',
      vat: '120.00',
      total: '1120.00',
      withholding: '10.00',
      creditable_withholding: '10.00',
      amount_due: '1110.00',
      due_on: '2026-12-07',
      certificate_expected: true,
      certificate_received_on: null,
    });
    const received = await asStaff.PATCH('/api/invoices/{id}/certificate/', {
      params: { path: { id: invoice.id } },
      body: { received_on: '2026-12-01' },
    });
    expect(dataOf(received, 200).certificate_received_on).toBe('2026-12-01');
    const cleared = await asStaff.PATCH('/api/invoices/{id}/certificate/', {
      params: { path: { id: invoice.id } },
      body: { received_on: null },
    });
    expect(dataOf(cleared, 200).certificate_received_on).toBeNull();
    const badDay = await asStaff.PATCH('/api/invoices/{id}/certificate/', {
      params: { path: { id: invoice.id } },
      body: { received_on: '2026-02-30' },
    });
    expect(badDay.response.status).toBe(400);
  });

  it('prints a VAT-exempt sale as exempt and a government sale with VAT and 5 % final VAT withheld', async () => {
    const coop = await customer({ name: 'Batangas Farmers Cooperative', tax_class: 'vat_exempt' });
    expect(await issued({ order: (await order(1, coop)).id })).toMatchObject({
      vat_exempt_sales: '1120.00',
      vat: '0.00',
      amount_due: '1120.00',
    });
    const office = await customer({
      name: 'City Government of Pasig',
      tax_class: 'government',
      withholding_percent: 1,
    });
    expect(await issued({ order: (await order(1, office)).id })).toMatchObject({
      vatable_sales: '1000.00',
      vat: '120.00',
      creditable_withholding: '10.00',
      final_vat_withheld: '50.00',
      withholding: '60.00',
      amount_due: '1060.00',
      certificate_expected: true,
    });
  });

  it("bills an order without a customer to the order's own names as a VAT buyer on cash terms", async () => {
    const invoice = await issued({ order: (await order()).id });
    expect(invoice).toMatchObject({
      customer: null,
      buyer: { name: 'Dela Cruz Trading', tin: '', address: '5 Ayala Ave., Makati', business_style: '' },
      tax_class: 'vat',
      due_on: '2026-11-22',
      vatable_sales: '1000.00',
      vat: '120.00',
    });
    const [noStaff] = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, 'invoice'), eq(activity.entityId, invoice.id)));
    expect(noStaff).toMatchObject({ entityType: 'invoice', action: 'created', actorName: staff.username });
  });

  it("invoices an accepted quotation's discount and leaves its VAT line to the invoice's own VAT", async () => {
    const { id } = await order(2);
    await ctx.db.insert(orderItems).values([
      {
        orderId: id,
        productName: 'Discounts (quotation Q-1)',
        unitPrice: '-240.00',
        quantity: 1,
        kind: 'adjustment',
      },
    ]);
    const discounted = await issued({ order: id });
    expect(discounted).toMatchObject({ total: '2000.00', vatable_sales: '1785.71', vat: '214.29' });
    expect(discounted.lines.map((line) => line.amount)).toEqual(['2240.00', '-240.00']);

    const exVat = await order(1);
    await ctx.db.update(orderItems).set({ unitPrice: '1000.00' }).where(eq(orderItems.id, exVat.item));
    await ctx.db.insert(orderItems).values([
      {
        orderId: exVat.id,
        productName: 'VAT 12% (quotation Q-2)',
        unitPrice: '120.00',
        quantity: 1,
        kind: 'adjustment',
      },
    ]);
    const quoted = await issued({ order: exVat.id });
    expect(quoted).toMatchObject({
      prices_include_vat: false,
      vatable_sales: '1000.00',
      vat: '120.00',
      total: '1120.00',
    });
    expect(quoted.lines).toHaveLength(1);
  });
});

describe('partial invoicing', () => {
  it('bills what is picked, refuses more than is left, bills the rest, then has nothing left', async () => {
    const { id, item } = await order(5);
    const first = await issued({ order: id, lines: [{ order_item: item, quantity: 2 }] });
    const draft = dataOf(
      await asStaff.GET('/api/orders/{id}/invoice-draft/', { params: { path: { id } } }),
      200,
    );
    expect(draft).toMatchObject({
      tax_class: 'vat',
      shop_prices_include_vat: true,
      lines: [{ order_item: item, unit_price: '1120.00', quantity: 5, invoiced: 2 }],
    });
    expect(first).toMatchObject({ total: '2240.00', lines: [{ quantity: 2 }] });
    const tooMany = await issue({ order: id, lines: [{ order_item: item, quantity: 4 }] });
    expect(tooMany.response.status).toBe(400);
    expect(problem(tooMany)).toMatchObject({ lines: [messages.tooMany('Router AX3000', 3)] });
    const stranger = await issue({ order: id, lines: [{ order_item: 999_999, quantity: 1 }] });
    expect(problem(stranger)).toMatchObject({ lines: [messages.unknownLine(999_999)] });
    const rest = await issued({ order: id });
    expect(rest.lines).toMatchObject([{ quantity: 3 }]);
    expect(Number(rest.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    const nothing = await issue({ order: id });
    expect(nothing.response.status).toBe(409);
    expect(problem(nothing).detail).toBe(messages.nothingLeft);

    dataOf(
      await asAdmin.POST('/api/invoices/{id}/void/', {
        params: { path: { id: rest.id } },
        body: { reason: 'Wrong quantity' },
      }),
      200,
    );
    expect((await issued({ order: id, lines: [{ order_item: item, quantity: 3 }] })).total).toBe('3360.00');
  });

  it('refuses an unknown or cancelled order, and a bad body', async () => {
    const unknown = await issue({ order: 999_999 });
    expect(unknown.response.status).toBe(400);
    expect(problem(unknown)).toMatchObject({ order: [messages.orderNotFound] });
    const { id } = await order();
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await issue({ order: id })).response.status).toBe(409);
    const bad = await ctx.request('POST', '/api/invoices/', {
      token: staff.access,
      json: { order: 'x', lines: [{ order_item: 1, quantity: -1 }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(await errorOf(bad))).toEqual(expect.arrayContaining(['order', 'lines']));
  });
});

describe('the registered series', () => {
  it('is read and set by superusers only, never back onto a number issued, and ends where it was registered', async () => {
    expect((await asStaff.GET('/api/document-series/')).response.status).toBe(403);
    const before = dataOf(await asAdmin.GET('/api/document-series/'), 200);
    expect(before.invoice).toMatchObject({ prefix: 'SI-', end: 10_000 });
    expect(before.invoice.last_issued).toBe(`SI-${String(before.invoice.next - 1).padStart(6, '0')}`);
    const back = await series({ prefix: 'SI-', next: before.invoice.next - 1, end: 10_000 });
    expect(back.response.status).toBe(400);
    expect(problem(back)).toMatchObject({
      invoice: { next: [messages.seriesNextBelowUsed(before.invoice.last_issued!)] },
    });
    const endFirst = await series({ prefix: 'SI-', next: 500, end: 499 });
    expect(problem(endFirst)).toMatchObject({
      invoice: { end: [messages.seriesEndBeforeNext] },
    });

    const set = dataOf(await series({ prefix: 'SI-', next: 9_999, end: 10_000 }), 200);
    expect(set.invoice).toMatchObject({ next: 9_999, numbers_left: 2 });
    expect((await issued({ order: (await order()).id })).number).toBe('SI-009999');
    // A refused invoice gives its number back.
    const { id } = await order();
    expect((await issue({ order: id, lines: [{ order_item: 999_999, quantity: 1 }] })).response.status).toBe(
      400,
    );
    expect((await issued({ order: id })).number).toBe('SI-010000');
    const usedUp = await issue({ order: (await order()).id });
    expect(usedUp.response.status).toBe(409);
    expect(problem(usedUp).detail).toBe(messages.seriesUsedUp('SI-010000'));

    // A new booklet under a new prefix starts where the owner says.
    const booklet = dataOf(await series({ prefix: 'SI-B', next: 1, end: 5_000 }), 200);
    expect(booklet.invoice).toMatchObject({ prefix: 'SI-B', next: 1, last_issued: null });
    expect((await issued({ order: (await order()).id })).number).toBe('SI-B000001');
    const [row] = await ctx.db.select().from(documentSeries).where(eq(documentSeries.kind, 'invoice'));
    expect(row).toMatchObject({ next: 2, end: 5_000 });
  });
});

describe('voiding', () => {
  it("is the superuser's, needs a reason, keeps the number and says who voided it and why", async () => {
    const invoice = await issued({ order: (await order()).id });
    const path = { params: { path: { id: invoice.id } } };
    expect(
      (await asStaff.POST('/api/invoices/{id}/void/', { ...path, body: { reason: 'Typo' } })).response.status,
    ).toBe(403);
    const noReason = await asAdmin.POST('/api/invoices/{id}/void/', { ...path, body: { reason: '  ' } });
    expect(problem(noReason)).toMatchObject({ reason: [messages.voidReasonRequired] });
    const voided = dataOf(
      await asAdmin.POST('/api/invoices/{id}/void/', { ...path, body: { reason: 'Wrong buyer name' } }),
      200,
    );
    expect(voided).toMatchObject({
      number: invoice.number,
      status: 'void',
      void_reason: 'Wrong buyer name',
      voided_by: admin.username,
      voided_at: ctx.clock.current.toISOString(),
    });
    const again = await asAdmin.POST('/api/invoices/{id}/void/', { ...path, body: { reason: 'Twice' } });
    expect(again.response.status).toBe(409);
    const [entry] = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'voided'), eq(activity.entityId, invoice.id)));
    expect(entry).toMatchObject({ entityType: 'invoice', entityId: invoice.id, note: 'Wrong buyer name' });
    expect(
      (
        await asAdmin.POST('/api/invoices/{id}/void/', {
          params: { path: { id: 999_999 } },
          body: { reason: 'x' },
        })
      ).response.status,
    ).toBe(404);
  });

  it('is refused while a payment is applied, and the balance and status follow the payments', async () => {
    const buyer = await customer({ name: 'Quezon Traders', payment_term_days: 7 });
    const invoice = await issued({ order: (await order(1, buyer)).id });
    const [payment] = await ctx.db
      .insert(payments)
      .values({ customerId: buyer, method: 'cash', amount: '1120.00', receivedOn: '2026-11-22' })
      .returning();
    await ctx.db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId: invoice.id, amount: '500.00' });
    const path = { params: { path: { id: invoice.id } } };
    expect(dataOf(await asStaff.GET('/api/invoices/{id}/', path), 200)).toMatchObject({
      paid: '500.00',
      balance: '620.00',
      status: 'open',
    });
    const refused = await asAdmin.POST('/api/invoices/{id}/void/', { ...path, body: { reason: 'Wrong' } });
    expect(refused.response.status).toBe(409);
    expect(problem(refused).detail).toBe(messages.paymentsAllocated(1));

    const byStatus = async (status: 'open' | 'paid' | 'overdue' | 'void') =>
      dataOf(
        await asStaff.GET('/api/invoices/', { params: { query: { customer: buyer, status } } }),
        200,
      ).results.map((row) => row.id);
    expect(await byStatus('open')).toEqual([invoice.id]);
    // Seven days' terms from the 22nd: due on the 29th; as if today were past it.
    await ctx.db.update(invoices).set({ dueOn: '2026-11-21' }).where(eq(invoices.id, invoice.id));
    expect(await byStatus('overdue')).toEqual([invoice.id]);
    expect(await byStatus('open')).toEqual([]);
    await ctx.db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId: invoice.id, amount: '620.00' });
    expect(await byStatus('paid')).toEqual([invoice.id]);
    expect(await byStatus('overdue')).toEqual([]);
  });
});

describe('the list', () => {
  it('pages newest first and filters by order and status; staff only', async () => {
    const { id } = await order(3);
    const one = await issued({
      order: id,
      lines: [
        {
          order_item: (await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id)))[0]!.id,
          quantity: 1,
        },
      ],
    });
    const two = await issued({ order: id });
    const page = dataOf(await asStaff.GET('/api/invoices/', { params: { query: { order: id } } }), 200);
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.id)).toEqual([two.id, one.id]);
    const all = dataOf(await asStaff.GET('/api/invoices/', { params: { query: { page_size: 2 } } }), 200);
    expect(all.results).toHaveLength(2);
    expect(all.next).not.toBeNull();
    const voided = dataOf(
      await asStaff.GET('/api/invoices/', { params: { query: { status: 'void' } } }),
      200,
    );
    expect(voided.results.every((row) => row.status === 'void')).toBe(true);
    expect((await ctx.request('GET', '/api/invoices/?status=late', { token: staff.access })).status).toBe(
      400,
    );
    expect((await ctx.request('GET', '/api/invoices/')).status).toBe(401);
    expect(
      (await asStaff.GET('/api/invoices/{id}/', { params: { path: { id: 999_999 } } })).response.status,
    ).toBe(404);
  });
});

describe('numbers under load', () => {
  it('gives twenty parallel invoices twenty consecutive numbers', async () => {
    dataOf(await series({ prefix: 'SI-P', next: 1, end: 1_000 }), 200);
    const ids = await Promise.all(Array.from({ length: 20 }, () => order()));
    const answers = await Promise.all(ids.map(({ id }) => issue({ order: id })));
    const numbers = answers.map((answer) => dataOf(answer, 201).number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `SI-P${String(index + 1).padStart(6, '0')}`),
    );
  });
});
