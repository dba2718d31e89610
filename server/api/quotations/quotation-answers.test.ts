import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, inquiries, orders, outbox, products, quotations } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import type { paths } from '~/app/lib/api-schema';
import { processOutbox, smtpSender } from '../../services/mail/outbox';
import { updateSettings } from '../../services/settings/settings';
import {
  createTestContext,
  dataOf,
  insertCategory,
  insertProduct,
  MAIL_SETTINGS,
  submitTestInquiry,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { getPublicQuotation } from '../../services/quotations/answers';
import { startSmtp } from '../../test/smtp';

let ctx: TestContext;
let admin: TestUser;
let staff: TestUser;
let laptopId = 0;

beforeAll(async () => {
  ctx = await createTestContext(MAIL_SETTINGS);
  admin = await ctx.user('superuser');
  staff = await ctx.user('staff');
  await updateSettings(
    ctx.db,
    { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'] },
    admin,
    ctx.clock.current,
  );
  const laptop = await insertProduct(ctx, {
    name: 'Acer Aspire 5',
    brand: 'Acer',
    price: '1120',
    // Enough for every acceptance in the file to reserve its two laptops.
    stock: 30,
    category: await insertCategory(ctx, 'Laptops', 'laptops'),
  });
  laptopId = laptop.id;
}, 60_000);
afterAll(() => ctx.close());

type QuotationInput = paths['/api/quotations/']['post']['requestBody']['content']['application/json'];

async function draft(extra: Partial<QuotationInput> = {}) {
  const created = await ctx.apiFor(staff.access).POST('/api/quotations/', {
    body: {
      customer_name: 'Maria Santos',
      customer_company: 'Santos Trading',
      customer_email: 'maria@example.ph',
      lines: [
        { product: laptopId, quantity: 2 },
        { description: 'Delivery', quantity: 1, unit_price: '500' },
      ],
      ...extra,
    },
  });
  return dataOf(created, 201);
}

const send = (id: number) =>
  ctx.apiFor(staff.access).POST('/api/quotations/{id}/send/', { params: { path: { id } } });

const tokenOf = (view: { public_path: string }) => view.public_path.split('/').at(-1)!;

const answer = (token: string, verb: 'accept' | 'decline', body: { comment?: string } = {}) =>
  verb === 'accept'
    ? ctx.api.POST('/api/quote/{token}/accept/', { params: { path: { token } }, body })
    : ctx.api.POST('/api/quote/{token}/decline/', { params: { path: { token } }, body });

/** What staff read of an order, a quotation and an inquiry. */
const staffApi = () => ctx.apiFor(staff.access);
const orderOf = async (id: number) =>
  dataOf(await staffApi().GET('/api/orders/{id}/', { params: { path: { id } } }));
const quotationOf = async (id: number) =>
  dataOf(await staffApi().GET('/api/quotations/{id}/', { params: { path: { id } } }));
const inquiryOf = async (id: number) =>
  dataOf(await staffApi().GET('/api/inquiries/{id}/', { params: { path: { id } } }));

describe('sending a quotation', () => {
  it('marks it sent and e-mails the customer the PDF and the link to their page', async () => {
    const quote = await draft();
    const body = dataOf(await send(quote.id), 200);
    expect(body).toMatchObject({
      status: 'sent',
      emailed: true,
      public_url: `https://shop.example.ph${quote.public_path}`,
    });
    expect(body.sent_at).toBe(ctx.clock.current.toISOString());
    const [queued] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'quotation'));
    expect(queued).toMatchObject({
      recipients: ['maria@example.ph'],
      subject: `Quotation ${quote.number} from ${DEMO_SETTINGS.name}`,
    });
    expect(queued!.textBody).toContain(`https://shop.example.ph${quote.public_path}`);
    expect(queued!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${quote.number}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.from(queued!.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const smtp = await startSmtp();
    try {
      expect(await processOutbox(ctx.db, smtpSender(smtp.url), () => ctx.clock.current)).toMatchObject({
        sent: 1,
      });
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['maria@example.ph']);
      expect(mail!.raw).toContain(`Content-Type: application/pdf; name=${quote.number}.pdf`);
      expect(mail!.raw).toContain(`Content-Disposition: attachment; filename=${quote.number}.pdf`);
    } finally {
      await smtp.close();
    }
    const history = await ctx.db.select().from(activity).where(eq(activity.entityId, quote.id));
    expect(
      history.filter((entry) => entry.entityType === 'quotation').map((entry) => entry.action),
    ).toContain('sent');
  });

  it('sends only drafts, and never one past its date', async () => {
    const quote = await draft();
    await send(quote.id);
    const again = await send(quote.id);
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ detail: adminMessages.quotation.notSendable('sent') });
    const stale = await draft();
    await ctx.db.update(quotations).set({ validUntil: '2026-11-01' }).where(eq(quotations.id, stale.id));
    const refused = await send(stale.id);
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ valid_until: [adminMessages.quotation.validUntilPast] });
  });
});

/** A new inquiry from the public form, answered by its id. */
async function inquiryFrom(name: string): Promise<number> {
  await submitTestInquiry(ctx, `quoted-${name}`, { name, purpose: 'Request for Quote' });
  const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.name, name));
  return row!.id;
}

describe('sending a quotation made from an inquiry', () => {
  it("moves the inquiry to Quoted in the inquiry's own history; a closed one keeps its status", async () => {
    const waiting = await inquiryFrom('Ramon Cruz');
    const quote = await draft({ inquiry: waiting });
    await send(quote.id);
    expect(await inquiryOf(waiting)).toMatchObject({
      status: 'quoted',
    });
    const history = await ctx.db
      .select()
      .from(activity)
      .where(
        and(
          eq(activity.entityType, 'inquiry'),
          eq(activity.entityId, waiting),
          eq(activity.action, 'updated'),
        ),
      );
    expect(history).toMatchObject([
      {
        actorName: staff.username,
        changes: { status: { from: 'new', to: 'quoted' } },
        note: adminMessages.inquiryInbox.quotedBy(quote.number),
      },
    ]);

    const closed = await inquiryFrom('Lito Reyes');
    await ctx.db.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, closed));
    await send((await draft({ inquiry: closed })).id);
    expect(await inquiryOf(closed)).toMatchObject({
      status: 'closed',
    });
  });
});

describe("the customer's page data", () => {
  it('carries what the page prints and no contact details, stock, ids or staff notes', async () => {
    const quote = await draft({
      customer_phone: '+63 917 555 0101',
      customer_address: '12 Mabini Street, Makati',
      internal_notes: 'Margin is thin; do not go lower.',
      inquiry: null,
    });
    await send(quote.id);
    const found = await getPublicQuotation(ctx.db, tokenOf(quote), ctx.clock.current);
    expect(found).not.toBeNull();
    const data = JSON.stringify(found);
    for (const hidden of [
      'maria@example.ph',
      '+63 917 555 0101',
      '12 Mabini Street',
      'Margin is thin',
      'customer_email',
      'stock',
      'internal_notes',
      'public_path',
      'created_by',
      '"id"',
      '"product"',
    ]) {
      expect(data, hidden).not.toContain(hidden);
    }
    expect(found!.quotation).toMatchObject({ number: quote.number, customer_name: 'Maria Santos' });
    expect(found!.quotation.lines.map((line) => line.description)).toEqual(['Acer Aspire 5', 'Delivery']);
  });
});

describe("the customer's answer", () => {
  it('accepting creates the order at the quoted prices, links everything, and notifies the staff', async () => {
    const quote = await draft({ discount_percent: '10' });
    await send(quote.id);
    await ctx.db.delete(outbox);
    const result = dataOf(
      await answer(tokenOf(quote), 'accept', { comment: 'Please deliver on Monday.' }),
      200,
    );
    expect(result.status).toBe('accepted');
    expect(result.order).toBeGreaterThan(0);

    const order = await orderOf(result.order!);
    // 2 × 1120 + 500 = 2740 − 10 % = 2466.00, the quotation's total.
    expect(order).toMatchObject({
      status: 'pending',
      customer_name: 'Maria Santos',
      customer_company: 'Santos Trading',
      total_amount: '2466.00',
    });
    expect(
      order.items.map((item) => [item.product, item.product_name, item.unit_price, item.quantity]),
    ).toEqual([
      [laptopId, 'Acer Aspire 5', '1120.00', 2],
      [null, 'Delivery', '500.00', 1],
      [null, `Discounts (quotation ${quote.number})`, '-274.00', 1],
    ]);
    expect(order.notes).toContain('Please deliver on Monday.');
    // The two laptops are promised to the order, still on the shelf.
    expect(order.confirmed_at).toBe(ctx.clock.current.toISOString());
    expect(order.items[0]).toMatchObject({ reserved: 2, shipped: 0 });
    const [stock] = await ctx.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, laptopId));
    expect(stock!.stock).toBe(30);

    const accepted = await quotationOf(quote.id);
    expect(accepted).toMatchObject({
      status: 'accepted',
      order: result.order,
      answer_comment: 'Please deliver on Monday.',
    });
    const history = await ctx.db.select().from(activity).where(eq(activity.entityId, result.order!));
    expect(
      history.some(
        (entry) =>
          entry.entityType === 'order' &&
          entry.note === `From quotation ${quote.number}. Stock: ${adminMessages.order.stockReserved}`,
      ),
    ).toBe(true);
    const [notice] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'quotation_answer'));
    expect(notice).toMatchObject({
      kind: 'quotation_answer',
      recipients: ['owner@growbetter-it.ph'],
      replyTo: 'maria@example.ph',
    });
    expect(notice!.subject).toBe(`Quotation ${quote.number} accepted by Maria Santos, Santos Trading`);
  });

  it('adds the VAT to the order when the quotation quoted prices without it', async () => {
    await updateSettings(ctx.db, { ...DEMO_SETTINGS, prices_include_vat: false }, admin, ctx.clock.current);
    try {
      const quote = await draft();
      await send(quote.id);
      const result = dataOf(await answer(tokenOf(quote), 'accept'));
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, result.order!));
      expect(order).toBeDefined();
      const view = await orderOf(result.order!);
      // 2740 + 12 % = 3068.80
      expect(view.total_amount).toBe('3068.80');
      expect(quote.total).toBe('3068.80');
    } finally {
      await updateSettings(
        ctx.db,
        { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'] },
        admin,
        ctx.clock.current,
      );
    }
  });

  it('declining records the comment, and a quotation is answered once only', async () => {
    const quote = await draft();
    await send(quote.id);
    const declined = await answer(tokenOf(quote), 'decline', { comment: 'Over our budget.' });
    expect(declined.data).toEqual({ status: 'declined', order: null });
    const again = await answer(tokenOf(quote), 'accept');
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ detail: messages.quote.answered('declined') });
  });

  it('refuses an expired quotation, a superseded revision, a draft and an unknown token', async () => {
    const expired = await draft();
    await send(expired.id);
    await ctx.db.update(quotations).set({ validUntil: '2026-11-21' }).where(eq(quotations.id, expired.id));
    const late = await answer(tokenOf(expired), 'accept');
    expect(late.response.status).toBe(409);
    expect(late.error).toEqual({ detail: messages.quote.expired('November 21, 2026') });

    const old = await draft();
    await send(old.id);
    expect(
      (await staffApi().POST('/api/quotations/{id}/revise/', { params: { path: { id: old.id } } })).response
        .status,
    ).toBe(201);
    const superseded = await answer(tokenOf(old), 'accept');
    expect(superseded.response.status).toBe(409);
    expect(superseded.error).toEqual({ detail: messages.quote.superseded });

    const unsent = await draft();
    expect((await answer(tokenOf(unsent), 'accept')).response.status).toBe(404);
    expect((await answer('x'.repeat(43), 'accept')).response.status).toBe(404);
    expect((await answer('short', 'decline')).response.status).toBe(404);
  });

  it('refuses a comment that is too long', async () => {
    const quote = await draft();
    await send(quote.id);
    const { error, response } = await answer(tokenOf(quote), 'decline', { comment: 'x'.repeat(2001) });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ comment: [messages.quote.commentTooLong] });
  });
});

describe("an accepted quotation's order", () => {
  it('counts only catalogue products as items, on the order list and among popular items', async () => {
    const quote = await draft({ discount_percent: '10' });
    await send(quote.id);
    const order = dataOf(await answer(tokenOf(quote), 'accept')).order!;
    // Its lines: 2 laptops, the free-text delivery and the discount.
    const list = dataOf(await staffApi().GET('/api/orders/', { params: { query: { page_size: 100 } } }));
    const listed = list.results.find((row) => row.id === order)!;
    expect(listed.items).toHaveLength(3);
    expect(listed.item_count).toBe(2);
    expect((await orderOf(order)).item_count).toBe(2);

    const shipped = await staffApi().PATCH('/api/orders/{id}/', {
      params: { path: { id: order } },
      body: { status: 'shipped' },
    });
    expect(shipped.response.status).toBe(200);
    const dashboard = dataOf(await staffApi().GET('/api/dashboard/'));
    expect(dashboard.popular_items).toEqual([{ product: laptopId, name: 'Acer Aspire 5', quantity: 2 }]);
  });
});
