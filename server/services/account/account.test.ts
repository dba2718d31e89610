import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountLinks,
  customerContacts,
  customers,
  customerSessions,
  inquiries,
  orderItems,
  orders,
  outbox,
  quotations,
} from '~/db/schema';
import {
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_LINK_WINDOW_SECONDS,
  ACCOUNT_LINKS_PER_CLIENT,
  ACCOUNT_LINKS_PER_EMAIL,
  CUSTOMER_SESSION_COOKIE,
} from '~/domain/account';
import { messages } from '~/domain/messages';
import { InvalidError, NotFoundError, TooManyError } from '~/server/errors';
import { PERMISSIONS } from '../../permissions/matrix';
import {
  insertCategory,
  insertProduct,
  insertQuotation,
  MAIL_SETTINGS,
  openTestContext,
  type TestUser,
} from '../../test/harness';
import {
  accountOverview,
  accountQuotation,
  accountQuotationPdf,
  answerAccountQuotation,
  requestQuoteAgain,
} from './documents';
import {
  customerSession,
  hashToken,
  requestSignInLink,
  signInWithLink,
  signOut,
  type CustomerSessionView,
} from './sign-in';

const ctx = await openTestContext(MAIL_SETTINGS);
const deps = { db: ctx.db, env: ctx.env };
let staff: TestUser;
let productId = 0;
let own: { customer: number; quotation: number; draft: number; order: number };
let other: { customer: number; quotation: number; order: number };
let clientSerial = 0;
/** A client address of its own for each request, so only the limit a test is about can be reached. */
const freshClient = () => `198.51.100.${++clientSerial}`;

async function insertCustomer(name: string, email: string): Promise<number> {
  const [customer] = await ctx.db
    .insert(customers)
    .values({ code: name.replace(/\W/g, '').slice(0, 10), name })
    .returning();
  await ctx.db
    .insert(customerContacts)
    .values({ customerId: customer!.id, name: `Buyer of ${name}`, email, phone: '+63 917 000 0000' });
  return customer!.id;
}

/** A quotation sent to the customer (status written directly: sending is another test's business). */
async function sentQuotation(customerId: number, email: string): Promise<number> {
  const draft = await insertQuotation(ctx, staff, productId, { customer_email: email });
  await ctx.db
    .update(quotations)
    .set({ status: 'sent', sentAt: ctx.clock.current, customerId })
    .where(eq(quotations.id, draft.id));
  return draft.id;
}

async function insertOrder(customerId: number): Promise<number> {
  const [order] = await ctx.db
    .insert(orders)
    .values({ customerName: 'Past buyer', customerId, status: 'delivered' })
    .returning();
  await ctx.db.insert(orderItems).values([
    { orderId: order!.id, productId, productName: 'Acer Aspire 5', unitPrice: '1120.00', quantity: 3 },
    { orderId: order!.id, productName: 'Installation', unitPrice: '500.00', quantity: 1, kind: 'text' },
    { orderId: order!.id, productName: 'Discounts', unitPrice: '-100.00', quantity: 1, kind: 'adjustment' },
  ]);
  return order!.id;
}

/** The token of the newest sign-in mail to `email`, read from the outbox as the customer reads the mail. */
async function mailedToken(email: string): Promise<string> {
  const rows = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'account_sign_in'));
  const mail = rows.filter((row) => row.recipients.includes(email)).at(-1);
  const match = /\/account\/sign-in\/([\w-]{43})/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`No sign-in mail to ${email}`);
  return match[1]!;
}

/** A link for `email`, an hour after the last one, so the limit per e-mail stays out of the tests not about it. */
async function askLink(email: string): Promise<string> {
  ctx.clock.advance(ACCOUNT_LINK_WINDOW_SECONDS + 1);
  await requestSignInLink(deps, { email }, freshClient(), ctx.clock.current);
  return mailedToken(email);
}

async function signedIn(email: string): Promise<{ token: string; session: CustomerSessionView }> {
  await askLink(email);
  const result = await signInWithLink(ctx.db, await mailedToken(email), ctx.clock.current);
  if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
  const session = await customerSession(ctx.db, result.session, ctx.clock.current);
  if (!session) throw new Error('no session');
  return { token: result.session, session };
}

beforeAll(async () => {
  staff = await ctx.user('staff');
  const category = await insertCategory(ctx, 'Laptops', 'laptops');
  productId = (
    await insertProduct(ctx, { name: 'Acer Aspire 5', brand: 'Acer', price: '1120', stock: 5, category })
  ).id;
  const ownCustomer = await insertCustomer('Visayas Freight', 'buyer@visayas.ph');
  const draft = await insertQuotation(ctx, staff, productId, { customer_email: 'buyer@visayas.ph' });
  await ctx.db.update(quotations).set({ customerId: ownCustomer }).where(eq(quotations.id, draft.id));
  own = {
    customer: ownCustomer,
    quotation: await sentQuotation(ownCustomer, 'buyer@visayas.ph'),
    draft: draft.id,
    order: await insertOrder(ownCustomer),
  };
  const otherCustomer = await insertCustomer('Mindanao Schools', 'it@mindanao.edu.ph');
  other = {
    customer: otherCustomer,
    quotation: await sentQuotation(otherCustomer, 'it@mindanao.edu.ph'),
    order: await insertOrder(otherCustomer),
  };
}, 60_000);

describe('asking for a sign-in link', () => {
  it('mails a contact a link whose token is stored only as a hash, and answers an unknown address the same', async () => {
    const before = await ctx.db.select().from(outbox);
    await expect(
      requestSignInLink(deps, { email: 'nobody@example.ph' }, freshClient(), ctx.clock.current),
    ).resolves.toBeUndefined();
    expect(await ctx.db.select().from(outbox)).toHaveLength(before.length);
    expect(
      await ctx.db.select().from(accountLinks).where(eq(accountLinks.email, 'nobody@example.ph')),
    ).toEqual([]);

    // Typed as the buyer typed it: the address is matched without regard to case.
    await expect(
      requestSignInLink(deps, { email: ' Buyer@Visayas.PH ' }, freshClient(), ctx.clock.current),
    ).resolves.toBeUndefined();
    const token = await mailedToken('buyer@visayas.ph');
    const [mail] = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'account_sign_in'))).slice(-1);
    expect(mail!.recipients).toEqual(['buyer@visayas.ph']);
    expect(mail!.textBody).toContain(`${MAIL_SETTINGS.SITE_URL}/account/sign-in/${token}`);
    expect(mail!.textBody).toContain(`${ACCOUNT_LINK_MINUTES} minutes`);
    const links = await ctx.db.select().from(accountLinks).where(eq(accountLinks.email, 'buyer@visayas.ph'));
    expect(links.map((link) => link.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('refuses an address that is not one with the field message', async () => {
    const error = await requestSignInLink(deps, { email: 'not an address' }, freshClient(), ctx.clock.current)
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).fields).toEqual({ email: [messages.common.invalidEmail] });
  });

  it('limits links per e-mail, known or not, from any client', async () => {
    for (const email of ['limit@visayas.ph', 'stranger@example.ph']) {
      if (email === 'limit@visayas.ph') {
        await ctx.db.insert(customerContacts).values({ customerId: own.customer, name: 'Limit', email });
      }
      for (let index = 0; index < ACCOUNT_LINKS_PER_EMAIL; index += 1) {
        await requestSignInLink(deps, { email }, freshClient(), ctx.clock.current);
      }
      const refused = requestSignInLink(deps, { email }, freshClient(), ctx.clock.current);
      await expect(refused).rejects.toBeInstanceOf(TooManyError);
      await expect(refused).rejects.toMatchObject({ detail: messages.customerAccount.tooMany });
    }
    expect(
      await ctx.db.select().from(accountLinks).where(eq(accountLinks.email, 'limit@visayas.ph')),
    ).toHaveLength(ACCOUNT_LINKS_PER_EMAIL);
  });

  it('limits links per client address, whatever the e-mails', async () => {
    const client = '203.0.113.77';
    for (let index = 0; index < ACCOUNT_LINKS_PER_CLIENT; index += 1) {
      await requestSignInLink(deps, { email: `someone${index}@example.ph` }, client, ctx.clock.current);
    }
    await expect(
      requestSignInLink(deps, { email: 'buyer@visayas.ph' }, client, ctx.clock.current),
    ).rejects.toBeInstanceOf(TooManyError);
    // An hour later the address may ask again.
    ctx.clock.advance(3601);
    await expect(
      requestSignInLink(deps, { email: 'fresh@example.ph' }, client, ctx.clock.current),
    ).resolves.toBeUndefined();
  });

  it('makes no link without a public address to put in it', async () => {
    const env = { ...ctx.env, SITE_URL: undefined };
    const before = await ctx.db.select().from(accountLinks);
    await requestSignInLink(
      { db: ctx.db, env },
      { email: 'buyer@visayas.ph' },
      freshClient(),
      ctx.clock.current,
    );
    expect(await ctx.db.select().from(accountLinks)).toHaveLength(before.length);
  });
});

describe('opening a link', () => {
  it('signs in once: the second opening is refused as used', async () => {
    const token = await askLink('buyer@visayas.ph');
    const first = await signInWithLink(ctx.db, token, ctx.clock.current);
    expect(first.ok).toBe(true);
    expect(await signInWithLink(ctx.db, token, ctx.clock.current)).toEqual({ ok: false, reason: 'used' });
    if (!first.ok) return;
    const [row] = await ctx.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(first.session)));
    expect(row!.email).toBe('buyer@visayas.ph');
    expect(await customerSession(ctx.db, first.session, ctx.clock.current)).toEqual({
      email: 'buyer@visayas.ph',
      customerIds: [own.customer],
    });
  });

  it('works until the 15th minute and not at it', async () => {
    const late = await askLink('buyer@visayas.ph');
    await requestSignInLink(deps, { email: 'buyer@visayas.ph' }, freshClient(), ctx.clock.current);
    const inTime = await mailedToken('buyer@visayas.ph');
    const sent = ctx.clock.current.getTime();
    const at = (seconds: number) => new Date(sent + seconds * 1000);
    expect((await signInWithLink(ctx.db, inTime, at(ACCOUNT_LINK_MINUTES * 60 - 1))).ok).toBe(true);
    expect(await signInWithLink(ctx.db, late, at(ACCOUNT_LINK_MINUTES * 60))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('is bound to its e-mail: once the address is no longer a contact, neither link nor session works', async () => {
    await ctx.db
      .insert(customerContacts)
      .values({ customerId: own.customer, name: 'Leaving', email: 'leaving@visayas.ph' });
    const { token: session } = await signedIn('leaving@visayas.ph');
    const link = await askLink('leaving@visayas.ph');
    await ctx.db
      .update(customerContacts)
      .set({ email: 'new-address@visayas.ph' })
      .where(eq(customerContacts.email, 'leaving@visayas.ph'));
    expect(await customerSession(ctx.db, session, ctx.clock.current)).toBeNull();
    expect(await signInWithLink(ctx.db, link, ctx.clock.current)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses made-up and malformed tokens', async () => {
    expect(await signInWithLink(ctx.db, 'x'.repeat(43), ctx.clock.current)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await signInWithLink(ctx.db, '../../etc', ctx.clock.current)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await customerSession(ctx.db, 'not a token', ctx.clock.current)).toBeNull();
  });

  it('ends the session at sign-out', async () => {
    const { token } = await signedIn('buyer@visayas.ph');
    await signOut(ctx.db, token, ctx.clock.current);
    expect(await customerSession(ctx.db, token, ctx.clock.current)).toBeNull();
  });
});

describe('a customer session and the API', () => {
  it('authenticates no /api route: every route an anonymous caller is refused refuses the cookie too', async () => {
    const { token } = await signedIn('buyer@visayas.ph');
    const guarded = PERMISSIONS.filter((row) => row.outcomes.anonymous === 401);
    expect(guarded.length).toBeGreaterThan(20);
    for (const row of guarded) {
      const path = `${row.path.replace(/:[a-z_]+/gi, '1')}/`;
      const response = await ctx.request(row.method, path, {
        headers: { cookie: `${CUSTOMER_SESSION_COOKIE}=${token}` },
        ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { json: {} }),
      });
      expect(response.status, `${row.method} ${path}`).toBe(401);
    }
  });
});

describe("the customer's documents", () => {
  it("lists the company's sent quotations and its orders, and nobody else's", async () => {
    const { session } = await signedIn('buyer@visayas.ph');
    const overview = await accountOverview(ctx.db, session, ctx.clock.current);
    expect(overview.companies).toEqual(['Visayas Freight']);
    expect(overview.quotations.map((row) => row.id)).toEqual([own.quotation]);
    expect(overview.quotations[0]).toMatchObject({ state: 'open' });
    expect(overview.orders.map((row) => row.id)).toEqual([own.order]);
    expect(overview.orders[0]).toMatchObject({
      status: 'delivered',
      item_count: 3,
      total: '3760.00',
      can_request_again: true,
    });

    expect(await accountQuotation(ctx.db, session, own.quotation, ctx.clock.current)).not.toBeNull();
    expect(await accountQuotation(ctx.db, session, own.draft, ctx.clock.current)).toBeNull();
    expect(await accountQuotation(ctx.db, session, other.quotation, ctx.clock.current)).toBeNull();
    expect(await accountQuotation(ctx.db, session, 2 ** 40, ctx.clock.current)).toBeNull();
    expect(
      await accountQuotationPdf(ctx.db, ctx.media, session, other.quotation, ctx.clock.current),
    ).toBeNull();
    await expect(
      answerAccountQuotation(deps, session, other.quotation, 'accepted', {}, ctx.clock.current),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      requestQuoteAgain(deps, session, other.order, freshClient(), ctx.clock.current),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('downloads its own PDF', async () => {
    const { session } = await signedIn('buyer@visayas.ph');
    const file = await accountQuotationPdf(ctx.db, ctx.media, session, own.quotation, ctx.clock.current);
    expect(file!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file!.number).toMatch(/^QT-\d{4}-\d{6}$/);
  });

  it("accepts a quotation, and the order it makes is the customer's and is listed", async () => {
    const quotation = await sentQuotation(own.customer, 'buyer@visayas.ph');
    const { session } = await signedIn('buyer@visayas.ph');
    const answer = await answerAccountQuotation(
      deps,
      session,
      quotation,
      'accepted',
      { comment: 'Deliver Monday' },
      ctx.clock.current,
    );
    expect(answer.status).toBe('accepted');
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, answer.order!));
    expect(order!.customerId).toBe(own.customer);
    const overview = await accountOverview(ctx.db, session, ctx.clock.current);
    expect(overview.orders.map((row) => row.id)).toContain(answer.order);
    expect(overview.quotations.find((row) => row.id === quotation)?.state).toBe('accepted');
    // Answered once: a second answer is refused as on the public page.
    await expect(
      answerAccountQuotation(deps, session, quotation, 'declined', {}, ctx.clock.current),
    ).rejects.toMatchObject({ detail: messages.quote.answered('accepted') });
  });

  it("asks again for a past order's items: a new request for quote linked to the customer, in staff's inbox", async () => {
    const { session } = await signedIn('buyer@visayas.ph');
    const { inquiry } = await requestQuoteAgain(deps, session, own.order, freshClient(), ctx.clock.current);
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry));
    expect(row).toMatchObject({
      customerId: own.customer,
      purpose: 'Request for Quote',
      email: 'buyer@visayas.ph',
      name: 'Buyer of Visayas Freight',
      company: 'Visayas Freight',
      products: 'Acer Aspire 5',
      status: 'new',
    });
    expect(row!.message).toBe(
      `Please quote again what we ordered in order #${own.order}:\n- 3 × Acer Aspire 5\n- 1 × Installation`,
    );
    // The clock moved on past staff's first token: a new sign-in reads the inbox.
    const reader = await ctx.user('staff');
    const inbox = await ctx.apiFor(reader.access).GET('/api/inquiries/', { params: { query: {} } });
    expect(inbox.data?.results.map((result) => result.id)).toContain(inquiry);
    const staffMail = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.inquiryId, inquiry), eq(outbox.kind, 'inquiry_acknowledgement')));
    expect(staffMail).toEqual([]);
  });

  it('refuses to ask again for an order with nothing to quote', async () => {
    const [order] = await ctx.db
      .insert(orders)
      .values({ customerName: 'Past buyer', customerId: own.customer })
      .returning();
    const { session } = await signedIn('buyer@visayas.ph');
    await expect(
      requestQuoteAgain(deps, session, order!.id, freshClient(), ctx.clock.current),
    ).rejects.toMatchObject({ detail: messages.customerAccount.requestAgainEmpty });
  });
});
