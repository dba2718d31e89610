import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, inquiries, orders, priceBreaks, priceTiers, productTierPrices } from '~/db/schema';
import type { paths } from '~/app/lib/api-schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { messages } from '~/domain/messages';
import { updateSettings } from '../../services/settings/settings';
import {
  dataOf,
  errorOf,
  insertCategory,
  insertProduct,
  openStaffedContext,
  submitTestInquiry,
  TEST_INQUIRY,
} from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const api = ctx.apiFor(staff.access);
await updateSettings(
  ctx.db,
  { ...DEMO_SETTINGS, quote_terms: 'Shop terms: 50% down.' },
  admin,
  ctx.clock.current,
);
const category = await insertCategory(ctx, 'Printers', 'printers');
const printer = await insertProduct(ctx, {
  name: 'LaserJet M211',
  brand: 'HP',
  price: '1200',
  stock: 50,
  category,
});
const toner = await insertProduct(ctx, {
  name: 'Toner 136A',
  brand: 'HP',
  price: '3000',
  stock: 50,
  category,
});
const [dealer] = await ctx.db.insert(priceTiers).values({ name: 'Dealer' }).returning();
// Retail buys the printer at ₱1,150.00 from 5; a dealer pays ₱1,100.00, ₱1,050.00 from 10.
await ctx.db
  .insert(productTierPrices)
  .values({ productId: printer.id, tierId: dealer!.id, price: '1100.00' });
await ctx.db.insert(priceBreaks).values([
  { productId: printer.id, tierId: null, minQuantity: 5, price: '1150.00' },
  { productId: printer.id, tierId: dealer!.id, minQuantity: 10, price: '1050.00' },
]);

type CustomerInput = paths['/api/customers/']['post']['requestBody']['content']['application/json'];
type QuotationInput = paths['/api/quotations/']['post']['requestBody']['content']['application/json'];

async function customer(body: CustomerInput) {
  return dataOf(await api.POST('/api/customers/', { body }), 201);
}

/** The newest inquiry, after sending one through the public form with these fields. */
async function inquiryFrom(client: string, fields: Record<string, string>) {
  await submitTestInquiry(ctx, client, fields);
  const [row] = await ctx.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .orderBy(desc(inquiries.id))
    .limit(1);
  return row!.id;
}

const inquiryOf = async (id: number) =>
  dataOf(await api.GET('/api/inquiries/{id}/', { params: { path: { id } } }), 200);
const quotationOf = async (id: number) =>
  dataOf(await api.GET('/api/quotations/{id}/', { params: { path: { id } } }), 200);
const newQuotation = (body: Partial<QuotationInput> & Pick<QuotationInput, 'lines'>) =>
  api.POST('/api/quotations/', {
    body: { customer_name: 'Leo Tan', customer_email: 'leo@example.ph', ...body },
  });

const historyOf = (type: 'inquiry' | 'quotation' | 'customer', id: number) =>
  ctx.db
    .select()
    .from(activity)
    .where(and(eq(activity.entityType, type), eq(activity.entityId, id)));

describe('an inquiry and its customer', () => {
  it('is not linked when it arrives, and suggests customers by contact e-mail and by a TIN it names', async () => {
    const byEmail = await customer({
      name: 'Bohol Computer Center',
      contacts: [{ name: 'Rosa Lim', email: 'Rosa@BoholCC.ph' }],
    });
    const byTin = await customer({ name: 'Tagbilaran Supply', tin: '222-333-444-00000' });
    await customer({ name: 'Unrelated Co.', contacts: [{ name: 'Pia', email: 'pia@unrelated.ph' }] });
    const id = await inquiryFrom('10.0.0.1', {
      email: 'rosa@boholcc.ph',
      message: 'Please quote 3 printers. Our TIN is 222 333 444 000.',
    });

    const view = await inquiryOf(id);
    expect(view.customer_id).toBeNull();
    expect(view.customer).toBeNull();
    expect(view.customer_matches).toEqual([
      expect.objectContaining({ id: byEmail.id, code: byEmail.code, matched_by: ['email'] }),
      expect.objectContaining({ id: byTin.id, name: 'Tagbilaran Supply', matched_by: ['tin'] }),
    ]);
    const [stored] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored!.customerId).toBeNull();
  });

  it('becomes a customer in one step, named by its company, with the person as primary contact', async () => {
    const id = await inquiryFrom('10.0.0.2', {
      name: 'Nena Cruz',
      company: 'Cruz Printing Services',
      email: 'nena@cruzprinting.ph',
      phone: '0917 222 3333',
    });
    const linked = dataOf(await api.POST('/api/inquiries/{id}/customer/', { params: { path: { id } } }), 201);
    expect(linked.customer).toMatchObject({ name: 'Cruz Printing Services', tier: null });
    expect(linked.customer_id).toBe(linked.customer!.id);
    expect(linked.customer_matches).toBeUndefined();

    const made = dataOf(
      await api.GET('/api/customers/{id}/', { params: { path: { id: linked.customer!.id } } }),
      200,
    );
    expect(made.contacts).toEqual([
      expect.objectContaining({
        name: 'Nena Cruz',
        email: 'nena@cruzprinting.ph',
        phone: '0917 222 3333',
        is_primary: true,
      }),
    ]);
    expect(made.inquiries.map((document) => document.id)).toEqual([id]);
    expect((await historyOf('inquiry', id)).at(-1)).toMatchObject({
      action: 'updated',
      changes: { customer: { from: null, to: `${made.code} Cruz Printing Services` } },
    });
    expect(await historyOf('customer', made.id)).toEqual([
      expect.objectContaining({ action: 'created', note: `Made from inquiry #${id}` }),
    ]);

    const again = await api.POST('/api/inquiries/{id}/customer/', { params: { path: { id } } });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ detail: messages.customer.alreadyLinked });
  });

  it('takes the person’s name when the inquiry has no company', async () => {
    // The public form requires a company; inquiries from before it did have none.
    const [row] = await ctx.db
      .insert(inquiries)
      .values({ ...TEST_INQUIRY, name: 'Jun Reyes', company: '', email: 'jun@example.ph' })
      .returning();
    const linked = dataOf(
      await api.POST('/api/inquiries/{id}/customer/', { params: { path: { id: row!.id } } }),
      201,
    );
    expect(linked.customer).toMatchObject({ name: 'Jun Reyes' });
    const missing = await api.POST('/api/inquiries/{id}/customer/', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
  });

  it('is linked and unlinked by an edit, recorded in its history; an unknown customer is a 400', async () => {
    const buyer = await customer({ name: 'Iloilo Tech Hub' });
    const id = await inquiryFrom('10.0.0.4', { email: 'someone@iloilotech.ph' });
    const linked = dataOf(
      await api.PATCH('/api/inquiries/{id}/', { params: { path: { id } }, body: { customer_id: buyer.id } }),
      200,
    );
    expect(linked).toMatchObject({
      customer_id: buyer.id,
      customer: { id: buyer.id, name: 'Iloilo Tech Hub' },
    });
    expect((await historyOf('inquiry', id)).at(-1)!.changes).toEqual({
      customer: { from: null, to: `${buyer.code} Iloilo Tech Hub` },
    });

    const unknown = await api.PATCH('/api/inquiries/{id}/', {
      params: { path: { id } },
      body: { customer_id: 999_999 },
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ customer_id: [messages.customer.notFound] });
    const notANumber = await ctx.request('PATCH', `/api/inquiries/${id}/`, {
      json: { customer_id: 'abc' },
      headers: { authorization: `Bearer ${staff.access}` },
    });
    expect(await errorOf(notANumber)).toMatchObject({ customer_id: [messages.customer.notFound] });
    expect(notANumber.status).toBe(400);

    const unlinked = dataOf(
      await api.PATCH('/api/inquiries/{id}/', { params: { path: { id } }, body: { customer_id: null } }),
      200,
    );
    expect(unlinked).toMatchObject({ customer_id: null, customer: null, customer_matches: [] });
    expect((await historyOf('inquiry', id)).at(-1)!.changes).toEqual({
      customer: { from: `${buyer.code} Iloilo Tech Hub`, to: null },
    });
  });
});

describe('a quotation for a customer', () => {
  it('prices product lines at the customer’s tier and quantity break unless staff give a price', async () => {
    const buyer = await customer({ name: 'Cebu Dealer Corp.', price_tier: dealer!.id });
    const quote = dataOf(
      await newQuotation({
        customer_id: buyer.id,
        lines: [
          { product: printer.id, quantity: 12 },
          { product: printer.id, quantity: 3 },
          { product: printer.id, quantity: 12, unit_price: '999.00' },
          { product: toner.id, quantity: 1 },
        ],
      }),
      201,
    );
    expect(quote.customer_id).toBe(buyer.id);
    expect(quote.lines.map((line) => [line.unit_price, line.line_total])).toEqual([
      ['1050.00', '12600.00'],
      ['1100.00', '3300.00'],
      ['999.00', '11988.00'],
      ['3000.00', '3000.00'],
    ]);
    expect((await quotationOf(quote.id)).customer).toMatchObject({
      id: buyer.id,
      tier: dealer!.id,
      tier_name: 'Dealer',
    });

    const edited = dataOf(
      await api.PATCH('/api/quotations/{id}/', {
        params: { path: { id: quote.id } },
        body: { lines: [{ product: printer.id, quantity: 10 }] },
      }),
      200,
    );
    expect(edited.lines[0]!.unit_price).toBe('1050.00');
  });

  it('prices a walk-in buyer at retail and the retail break', async () => {
    const quote = dataOf(
      await newQuotation({
        lines: [
          { product: printer.id, quantity: 5 },
          { product: printer.id, quantity: 1 },
        ],
      }),
      201,
    );
    expect(quote.customer_id).toBeNull();
    expect(quote.lines.map((line) => line.unit_price)).toEqual(['1150.00', '1200.00']);
  });

  it('starts with the customer’s terms and notes, else the settings’ terms', async () => {
    const own = await customer({
      name: 'Davao Schools Division',
      quotation_terms: 'Payment by LDDAP-ADA within 30 days.',
      quotation_notes: 'Deliver to the division office.',
    });
    const plain = await customer({ name: 'Plain Buyer' });
    const withOwn = dataOf(
      await newQuotation({ customer_id: own.id, lines: [{ product: toner.id, quantity: 1 }] }),
      201,
    );
    expect(withOwn).toMatchObject({
      terms: 'Payment by LDDAP-ADA within 30 days.',
      notes: 'Deliver to the division office.',
    });
    const withPlain = dataOf(
      await newQuotation({ customer_id: plain.id, lines: [{ product: toner.id, quantity: 1 }] }),
      201,
    );
    expect(withPlain).toMatchObject({ terms: 'Shop terms: 50% down.', notes: '' });
    const given = dataOf(
      await newQuotation({
        customer_id: own.id,
        terms: 'Cash only.',
        notes: '',
        lines: [{ product: toner.id, quantity: 1 }],
      }),
      201,
    );
    expect(given).toMatchObject({ terms: 'Cash only.', notes: '' });
  });

  it('inherits the customer of the inquiry it is made from, unless it names another or none', async () => {
    const buyer = await customer({ name: 'Linked Buyer', price_tier: dealer!.id });
    const id = await inquiryFrom('10.0.0.5', { email: 'linked@example.ph' });
    await api.PATCH('/api/inquiries/{id}/', { params: { path: { id } }, body: { customer_id: buyer.id } });
    const inherited = dataOf(
      await newQuotation({ inquiry: id, lines: [{ product: printer.id, quantity: 10 }] }),
      201,
    );
    expect(inherited).toMatchObject({ customer_id: buyer.id, lines: [{ unit_price: '1050.00' }] });
    const none = dataOf(
      await newQuotation({ inquiry: id, customer_id: null, lines: [{ product: printer.id, quantity: 10 }] }),
      201,
    );
    expect(none).toMatchObject({ customer_id: null, lines: [{ unit_price: '1150.00' }] });
  });

  it('suggests customers by e-mail until linked, and is linked and unlinked by an edit', async () => {
    const buyer = await customer({
      name: 'Mandaue Office Supply',
      contacts: [{ name: 'Leo Tan', email: 'leo@mandaue-office.ph' }],
    });
    const quote = dataOf(
      await newQuotation({
        customer_email: 'LEO@mandaue-office.ph',
        lines: [{ product: toner.id, quantity: 1 }],
      }),
      201,
    );
    expect((await quotationOf(quote.id)).customer_matches).toEqual([
      expect.objectContaining({ id: buyer.id, matched_by: ['email'] }),
    ]);
    const unknown = await api.PATCH('/api/quotations/{id}/', {
      params: { path: { id: quote.id } },
      body: { customer_id: 999_999 },
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ customer_id: [messages.customer.notFound] });

    dataOf(
      await api.PATCH('/api/quotations/{id}/', {
        params: { path: { id: quote.id } },
        body: { customer_id: buyer.id },
      }),
      200,
    );
    expect(await quotationOf(quote.id)).toMatchObject({
      customer_id: buyer.id,
      customer: { name: 'Mandaue Office Supply' },
    });
    expect((await historyOf('quotation', quote.id)).at(-1)!.changes).toMatchObject({
      customer: { from: null, to: `${buyer.code} Mandaue Office Supply` },
    });
    dataOf(
      await api.PATCH('/api/quotations/{id}/', {
        params: { path: { id: quote.id } },
        body: { customer_id: null },
      }),
      200,
    );
    expect((await quotationOf(quote.id)).customer_id).toBeNull();
  });

  it('passes its customer to the order its acceptance makes', async () => {
    const buyer = await customer({ name: 'Accepting Buyer', price_tier: dealer!.id });
    const quote = dataOf(
      await newQuotation({ customer_id: buyer.id, lines: [{ product: printer.id, quantity: 12 }] }),
      201,
    );
    dataOf(await api.POST('/api/quotations/{id}/send/', { params: { path: { id: quote.id } } }), 200);
    const token = quote.public_path.split('/').at(-1)!;
    const answer = dataOf(
      await ctx.api.POST('/api/quote/{token}/accept/', { params: { path: { token } }, body: {} }),
      200,
    );
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, answer.order!));
    expect(order!.customerId).toBe(buyer.id);
    const page = dataOf(await api.GET('/api/customers/{id}/', { params: { path: { id: buyer.id } } }), 200);
    expect(page.orders.map((document) => document.id)).toEqual([answer.order]);
    expect(page.quotations.map((document) => document.id)).toEqual([quote.id]);
  });
});
