import { adminMessages } from '~/domain/admin-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, customers, inquiries, orders, payments, priceTiers } from '~/db/schema';
import type { paths } from '~/app/lib/api-schema';
import { messages } from '~/domain/messages';
import { changeOrderStatus, createOrder } from '../../services/orders/orders';
import { dataOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const asAdmin = ctx.apiFor(admin.access);
const asStaff = ctx.apiFor(staff.access);
const category = await insertCategory(ctx, 'Printers', 'printers');
const printer = await insertProduct(ctx, {
  name: 'LaserJet M211',
  brand: 'HP',
  price: '9500',
  stock: 50,
  category,
});
const [dealer] = await ctx.db.insert(priceTiers).values({ name: 'Dealer' }).returning();

type CustomerInput = paths['/api/customers/']['post']['requestBody']['content']['application/json'];
const create = (body: CustomerInput) => asStaff.POST('/api/customers/', { body });

describe('customers', () => {
  it('are added with contacts and addresses, take a code from their id, and read back whole', async () => {
    const made = dataOf(
      await create({
        name: 'Visayas Freight Inc.',
        tin: '123456789',
        tax_class: 'zero_rated',
        withholding_percent: 1,
        payment_term_days: 30,
        credit_limit: '250000',
        price_tier: dealer!.id,
        tags: ['Cebu'],
        contacts: [
          { name: 'Ana Cruz', email: 'ana@visayasfreight.ph' },
          { name: 'Leo Tan', position: 'Buyer' },
        ],
        addresses: [{ label: 'Warehouse', address: 'Pier 4, Cebu City' }],
      }),
      201,
    );
    expect(made).toMatchObject({
      code: `C-${String(made.id).padStart(5, '0')}`,
      tin: '123-456-789-00000',
      withholding_percent: 1,
      credit_limit: '250000.00',
      price_tier_name: 'Dealer',
      tags: ['cebu'],
      bought: { this_year: '0.00', last_year: '0.00' },
    });
    // With none marked, the first contact is the primary one.
    expect(made.contacts.map((contact) => [contact.name, contact.is_primary])).toEqual([
      ['Ana Cruz', true],
      ['Leo Tan', false],
    ]);
    expect(
      dataOf(await asStaff.GET('/api/customers/{id}/', { params: { path: { id: made.id } } }), 200),
    ).toEqual(made);
  });

  it('refuse a taken code, an unknown tier and a bad TIN at their fields, saving nothing', async () => {
    dataOf(await create({ code: 'ACME', name: 'Acme Office Supplies' }), 201);
    const taken = await create({ code: 'acme', name: 'Another Acme' });
    expect(taken.response.status).toBe(400);
    expect(taken.error).toMatchObject({ code: [messages.customer.codeTaken] });
    const tier = await create({ name: 'Tierless', price_tier: 999_999 });
    expect(tier.error).toMatchObject({ price_tier: [messages.pricing.tierNotFound] });
    const tin = await create({ name: 'Bad TIN', tin: '12-34', contacts: [{ name: '' }] });
    expect(tin.error).toMatchObject({
      tin: [messages.customer.tinInvalid],
      contacts: [{ name: [messages.common.required] }],
    });
    const names = (await ctx.db.select({ name: customers.name }).from(customers)).map((row) => row.name);
    expect(names).not.toContain('Another Acme');
    expect(names).not.toContain('Tierless');
  });

  it('are found by name, code, TIN digits or a contact e-mail, and filtered by tier, terms and tag', async () => {
    dataOf(
      await create({
        name: 'Mindanao Telecom Supply',
        code: 'MTS',
        tin: '987-654-321-00002',
        payment_term_days: 60,
        tags: ['telco'],
        contacts: [{ name: 'Rey Lim', email: 'rey@mts.ph' }],
      }),
      201,
    );
    const search = async (query: Record<string, string | number>) =>
      dataOf(await asStaff.GET('/api/customers/', { params: { query } }), 200).results.map((row) => row.name);
    for (const query of ['mindanao', 'mts', '987654', 'rey@mts']) {
      expect(await search({ query }), query).toEqual(['Mindanao Telecom Supply']);
    }
    expect(await search({ terms: 60 })).toEqual(['Mindanao Telecom Supply']);
    expect(await search({ tag: 'Telco' })).toEqual(['Mindanao Telecom Supply']);
    expect(await search({ tier: dealer!.id })).toEqual(['Visayas Freight Inc.']);
    const [first] = dataOf(
      await asStaff.GET('/api/customers/', { params: { query: { query: 'mts' } } }),
      200,
    ).results;
    expect(first!.primary_contact).toMatchObject({ name: 'Rey Lim', email: 'rey@mts.ph', is_primary: true });
  });

  it('are edited field by field; contacts given replace the stored ones; the history says what changed', async () => {
    const made = dataOf(await create({ name: 'Luzon Prints', contacts: [{ name: 'Old Contact' }] }), 201);
    const edited = dataOf(
      await asStaff.PATCH('/api/customers/{id}/', {
        params: { path: { id: made.id } },
        body: { payment_term_days: 15, contacts: [{ name: 'New Contact', email: 'new@luzonprints.ph' }] },
      }),
      200,
    );
    expect(edited).toMatchObject({ name: 'Luzon Prints', payment_term_days: 15 });
    expect(edited.contacts.map((contact) => contact.name)).toEqual(['New Contact']);
    const [entry] = await ctx.db.select().from(activity).where(eq(activity.entityId, made.id));
    expect(entry).toBeDefined();
    const entries = (await ctx.db.select().from(activity)).filter(
      (row) => row.entityType === 'customer' && row.entityId === made.id && row.action === 'updated',
    );
    expect(entries[0]!.changes).toMatchObject({ payment_term_days: { from: '0', to: '15' } });
  });

  it('show what they bought this year from shipped and delivered orders only', async () => {
    const buyer = dataOf(await create({ name: 'Bohol Schools Division', tax_class: 'government' }), 201);
    const shipped = await createOrder(
      ctx.db,
      { customer_name: 'Bohol Schools Division', items: [{ product: printer.id, quantity: 2 }] },
      admin,
      ctx.clock.current,
    );
    const pending = await createOrder(
      ctx.db,
      { customer_name: 'Bohol Schools Division', items: [{ product: printer.id, quantity: 5 }] },
      admin,
      ctx.clock.current,
    );
    await ctx.db.update(orders).set({ customerId: buyer.id }).where(eq(orders.id, shipped.id));
    await ctx.db.update(orders).set({ customerId: buyer.id }).where(eq(orders.id, pending.id));
    await changeOrderStatus(ctx.db, shipped.id, { status: 'shipped' }, admin, ctx.clock.current);
    const view = dataOf(
      await asStaff.GET('/api/customers/{id}/', { params: { path: { id: buyer.id } } }),
      200,
    );
    expect(view.bought).toEqual({ this_year: '19000.00', last_year: '0.00' });
    expect(view.orders.map((order) => [order.label, order.status, order.total])).toEqual([
      [`Order #${pending.id}`, 'pending', '47500.00'],
      [`Order #${shipped.id}`, 'shipped', '19000.00'],
    ]);
  });

  it('merge: the documents, contacts and tags move over, both histories stay, the merged one is gone', async () => {
    const into = dataOf(
      await create({
        name: 'Visayas Freight',
        tags: ['cebu'],
        contacts: [{ name: 'Ana Cruz', is_primary: true }],
      }),
      201,
    );
    const from = dataOf(
      await create({
        name: 'Visayas Freight Inc (old)',
        tin: '111-222-333-00000',
        tags: ['iloilo'],
        contacts: [{ name: 'Ben Yu', is_primary: true }],
      }),
      201,
    );
    const [inquiry] = await ctx.db
      .insert(inquiries)
      .values({
        name: 'Ben Yu',
        phone: '0917',
        company: 'Visayas Freight Inc',
        email: 'ben@vf.ph',
        purpose: 'quote',
        message: 'Toner',
        customerId: from.id,
      })
      .returning();

    expect(
      (
        await asStaff.POST('/api/customers/{id}/merge/', {
          params: { path: { id: into.id } },
          body: { customer: from.id },
        })
      ).response.status,
    ).toBe(403);
    const merged = dataOf(
      await asAdmin.POST('/api/customers/{id}/merge/', {
        params: { path: { id: into.id } },
        body: { customer: from.id },
      }),
      200,
    );
    expect(merged).toMatchObject({ tin: '111-222-333-00000', tags: ['cebu', 'iloilo'] });
    expect(merged.contacts.map((contact) => [contact.name, contact.is_primary])).toEqual([
      ['Ana Cruz', true],
      ['Ben Yu', false],
    ]);
    expect(merged.inquiries.map((row) => row.id)).toEqual([inquiry!.id]);
    const [stored] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id));
    expect(stored).toMatchObject({ customerId: into.id, company: 'Visayas Freight Inc' });

    const gone = await asStaff.GET('/api/customers/{id}/', { params: { path: { id: from.id } } });
    expect(gone.response.status).toBe(404);
    const history = (await ctx.db.select().from(activity)).filter((row) => row.entityType === 'customer');
    expect(history.some((row) => row.entityId === from.id && row.action === 'created')).toBe(true);
    expect(history.find((row) => row.entityId === into.id && row.action === 'merged')?.note).toBe(
      `${from.code} Visayas Freight Inc (old): 1 inquiries, 0 quotations, 0 orders`,
    );

    const self = await asAdmin.POST('/api/customers/{id}/merge/', {
      params: { path: { id: into.id } },
      body: { customer: into.id },
    });
    expect(self.response.status).toBe(400);
    expect(self.error).toMatchObject({ detail: messages.customer.mergeSelf });
  });

  it('a customer with a payment is not deleted, and a merge moves its payments to the survivor', async () => {
    const into = dataOf(await create({ name: 'Mindanao Traders' }), 201);
    const from = dataOf(await create({ name: 'Mindanao Traders (old)' }), 201);
    const [payment] = await ctx.db
      .insert(payments)
      .values({ customerId: from.id, method: 'cash', amount: '500.00', receivedOn: '2026-11-20' })
      .returning();
    const refused = await asAdmin.DELETE('/api/customers/{id}/', { params: { path: { id: from.id } } });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ detail: adminMessages.payments.customerHasReceivables });

    dataOf(
      await asAdmin.POST('/api/customers/{id}/merge/', {
        params: { path: { id: into.id } },
        body: { customer: from.id },
      }),
      200,
    );
    const [moved] = await ctx.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(moved!.customerId).toBe(into.id);
    const [entry] = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityId, into.id), eq(activity.action, 'merged')));
    expect(entry!.note).toBe(
      `${from.code} Mindanao Traders (old): 0 inquiries, 0 quotations, 0 orders, 1 payments`,
    );
  });

  it('deleting one keeps its documents with the names they were written with', async () => {
    const buyer = dataOf(await create({ name: 'Short-lived Buyer' }), 201);
    const order = await createOrder(
      ctx.db,
      { customer_name: 'Short-lived Buyer', items: [{ product: printer.id, quantity: 1 }] },
      admin,
      ctx.clock.current,
    );
    await ctx.db.update(orders).set({ customerId: buyer.id }).where(eq(orders.id, order.id));
    expect(
      (await asStaff.DELETE('/api/customers/{id}/', { params: { path: { id: buyer.id } } })).response.status,
    ).toBe(403);
    expect(
      (await asAdmin.DELETE('/api/customers/{id}/', { params: { path: { id: buyer.id } } })).response.status,
    ).toBe(204);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: null, customerName: 'Short-lived Buyer' });
  });
});
