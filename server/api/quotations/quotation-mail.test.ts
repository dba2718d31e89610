import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, quotations } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { DEMO_SETTINGS } from '~/domain/company';
import { MAIL_MAX_ATTEMPTS, processOutbox, smtpSender } from '../../services/mail/outbox';
import { queueExpiryReminders } from '../../services/quotations/expiry-reminders';
import { updateSettings } from '../../services/settings/settings';
import {
  answerOf,
  createTestContext,
  dataOf,
  insertCategory,
  insertProduct,
  MAIL_SETTINGS,
  submitTestInquiry,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { startSmtp } from '../../test/smtp';

let ctx: TestContext;
let admin: TestUser;
let staff: TestUser;
let productId = 0;
const settings = { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'] };

beforeAll(async () => {
  ctx = await createTestContext(MAIL_SETTINGS);
  admin = await ctx.user('superuser');
  staff = await ctx.user('staff');
  await updateSettings(ctx.db, settings, admin, ctx.clock.current);
  const laptop = await insertProduct(ctx, {
    name: 'Acer Aspire 5',
    brand: 'Acer',
    price: '1120',
    stock: 3,
    category: await insertCategory(ctx, 'Laptops', 'laptops'),
  });
  productId = laptop.id;
}, 60_000);
afterAll(() => ctx.close());

/** An SMTP address nothing listens on: every attempt fails with ECONNREFUSED. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const deliver = (url: string) => processOutbox(ctx.db, smtpSender(url), () => ctx.clock.current);

async function sentQuotation() {
  const api = ctx.apiFor(staff.access);
  const quote = dataOf(
    await api.POST('/api/quotations/', {
      body: {
        customer_name: 'Maria Santos',
        customer_email: 'maria@example.ph',
        lines: [{ product: productId, quantity: 1 }],
      },
    }),
    201,
  );
  return dataOf(await api.POST('/api/quotations/{id}/send/', { params: { path: { id: quote.id } } }), 200);
}

/** What staff read of a quotation, an inquiry and the dashboard. */
const quotationOf = async (id: number) =>
  dataOf(await ctx.apiFor(staff.access).GET('/api/quotations/{id}/', { params: { path: { id } } }));
const inquiryOf = async (id: number) =>
  dataOf(await ctx.apiFor(staff.access).GET('/api/inquiries/{id}/', { params: { path: { id } } }));
const dashboardOf = async () => dataOf(await ctx.apiFor(staff.access).GET('/api/dashboard/'));

/**
 * Every queued message fails until it gives up for good. Each wait is cut short in the database rather than
 * on the clock, which would outlive the test users' access tokens.
 */
async function failEverything(): Promise<void> {
  const url = await deadUrl();
  for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
    await ctx.db.update(outbox).set({ nextAttemptAt: ctx.clock.current }).where(eq(outbox.status, 'queued'));
    await deliver(url);
  }
}

const resend = (id: number, token: string | undefined = staff.access) =>
  ctx.request('POST', `/api/emails/${id}/resend/`, { token });

describe("a quotation's e-mail", () => {
  it('shows as failed with its reason on the quotation, its list row and the dashboard, and can be resent', async () => {
    await ctx.db.delete(outbox);
    const quote = await sentQuotation();
    const queued = await quotationOf(quote.id);
    expect(queued.email_status).toBe('queued');
    expect(queued.emails!.map((email) => [email.kind, email.status])).toEqual([['quotation', 'queued']]);

    await failEverything();
    const failed = await quotationOf(quote.id);
    expect(failed.status).toBe('sent');
    expect(failed.email_status).toBe('failed');
    const [email] = failed.emails!;
    expect(email).toMatchObject({
      kind: 'quotation',
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      recipients: ['maria@example.ph'],
      quotation: quote.id,
    });
    expect(email!.error).toMatch(/ECONNREFUSED/);
    const list = dataOf(await ctx.apiFor(staff.access).GET('/api/quotations/'));
    expect(list.results.find((row) => row.id === quote.id)).toMatchObject({ email_status: 'failed' });
    expect(list.results[0]).not.toHaveProperty('emails');

    const dashboard = await dashboardOf();
    expect(dashboard.failed_mail.count).toBe(1);
    expect(dashboard.failed_mail.recent).toMatchObject([
      { id: email!.id, status: 'failed', quotation: quote.id, inquiry: null },
    ]);

    // The customer must not see any of it.
    const page = await ctx.request('GET', `/quote/${quote.public_path.split('/').at(-1)}.data`);
    expect(await page.text()).not.toContain('ECONNREFUSED');

    const again = await resend(email!.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: email!.id, status: 'queued', attempts: 0, error: null });
    expect((await dashboardOf()).failed_mail.count).toBe(0);

    const smtp = await startSmtp();
    try {
      expect(await deliver(smtp.url)).toMatchObject({ sent: 1 });
      expect(smtp.received.map((mail) => mail.to)).toEqual([['maria@example.ph']]);
    } finally {
      await smtp.close();
    }
    const delivered = await quotationOf(quote.id);
    expect(delivered.email_status).toBe('sent');
  });

  it('sends a sent message again as a new copy, and refuses one still on its way or unknown', async () => {
    await ctx.db.delete(outbox);
    const quote = await sentQuotation();
    const [queued] = (await quotationOf(quote.id)).emails!;
    const early = await resend(queued!.id);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ detail: adminMessages.mail.onItsWay });

    const smtp = await startSmtp();
    try {
      await deliver(smtp.url);
      const copy = await answerOf(await resend(queued!.id), 'post', '/api/emails/{id}/resend/');
      expect(copy).toMatchObject({ status: 'queued', kind: 'quotation', quotation: quote.id });
      expect(copy.id).not.toBe(queued!.id);
      await deliver(smtp.url);
      expect(smtp.received).toHaveLength(2);
      const ids = smtp.received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]);
      expect(new Set(ids).size).toBe(2);
    } finally {
      await smtp.close();
    }
    const emails = (await quotationOf(quote.id)).emails!;
    expect(emails.map((email) => email.status)).toEqual(['sent', 'sent']);
    expect((await resend(999_999)).status).toBe(404);
    expect((await ctx.request('POST', `/api/emails/${queued!.id}/resend/`)).status).toBe(401);
  });

  it("an inquiry's failed e-mail can be resent from its detail", async () => {
    await ctx.db.delete(outbox);
    await submitTestInquiry(ctx, 'mail-status', { name: 'Lito Reyes', email: 'lito@example.ph' });
    await failEverything();
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'inquiry_acknowledgement'));
    const detail = await inquiryOf(row!.inquiryId!);
    expect(detail.emails!.every((email) => email.status === 'failed' && email.error)).toBe(true);
    expect((await dashboardOf()).failed_mail).toMatchObject({
      count: 2,
    });
    expect((await resend(row!.id)).status).toBe(200);
    const after = await inquiryOf(row!.inquiryId!);
    expect(after.emails!.map((email) => [email.kind, email.status])).toEqual([
      ['inquiry_notification', 'failed'],
      ['inquiry_acknowledgement', 'queued'],
    ]);
  });
});

describe('accepting a quotation', () => {
  it('e-mails the customer a confirmation with the order number, unless the setting is off', async () => {
    await ctx.db.delete(outbox);
    const quote = await sentQuotation();
    await ctx.db.delete(outbox);
    const token = quote.public_path.split('/').at(-1)!;
    const accepted = await ctx.request('POST', `/api/quote/${token}/accept/`, { json: {} });
    const { order } = await answerOf(accepted, 'post', '/api/quote/{token}/accept/');
    const smtp = await startSmtp();
    try {
      expect(await deliver(smtp.url)).toMatchObject({ sent: 2 });
      const confirmation = smtp.received.find((mail) => mail.to.includes('maria@example.ph'))!;
      expect(confirmation.raw).toContain(`Order: #${order}`);
      expect(confirmation.raw).toContain(`quotation ${quote.number}`);
      expect(smtp.received.find((mail) => mail.to.includes('owner@growbetter-it.ph'))).toBeDefined();
    } finally {
      await smtp.close();
    }
    const view = await quotationOf(quote.id);
    expect(view.emails!.map((email) => email.kind)).toEqual(
      expect.arrayContaining(['quotation_confirmation', 'quotation_answer']),
    );

    await updateSettings(ctx.db, { ...settings, quote_acceptance_email: false }, admin, ctx.clock.current);
    try {
      const quiet = await sentQuotation();
      await ctx.db.delete(outbox);
      await ctx.request('POST', `/api/quote/${quiet.public_path.split('/').at(-1)}/accept/`, { json: {} });
      const kinds = (await ctx.db.select().from(outbox)).map((row) => row.kind);
      expect(kinds).toEqual(['quotation_answer']);
    } finally {
      await updateSettings(ctx.db, settings, admin, ctx.clock.current);
    }
  });
});

describe('expiry reminders', () => {
  it('remind the notification addresses and the author once, a few days before the last valid day', async () => {
    await ctx.db.delete(outbox);
    await ctx.db.update(quotations).set({ status: 'declined' }).where(eq(quotations.status, 'sent'));
    const start = ctx.clock.current;
    try {
      // The test clock reads 2026-11-22 in Manila; the quotation's last valid day is December 2.
      const quote = await sentQuotation();
      await ctx.db.update(quotations).set({ validUntil: '2026-12-02' }).where(eq(quotations.id, quote.id));
      // Another one, answered by nobody either, whose last valid day will have passed.
      const later = await sentQuotation();
      await ctx.db.update(quotations).set({ validUntil: '2026-11-26' }).where(eq(quotations.id, later.id));
      await ctx.db.delete(outbox);

      const remind = () => queueExpiryReminders(ctx.db, ctx.env, ctx.clock.current);
      expect(await remind()).toBe(0);
      // Four days before (Manila 2026-11-28): still nothing; three days before: one reminder.
      ctx.clock.current = new Date('2026-11-28T08:00:00Z');
      expect(await remind()).toBe(0);
      ctx.clock.current = new Date('2026-11-29T08:00:00Z');
      // Two nodes at once: the claim in the database lets one of them queue it.
      expect((await Promise.all([remind(), remind()])).sort()).toEqual([0, 1]);
      expect(await remind()).toBe(0);
      const rows = await ctx.db.select().from(outbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'quotation_reminder',
        quotationId: quote.id,
        recipients: ['owner@growbetter-it.ph', staff.email],
      });
      expect(rows[0]!.subject).toBe(`Quotation ${quote.number} for Maria Santos expires on December 2, 2026`);
      expect(rows[0]!.textBody).toContain(`https://shop.example.ph/admin-quotations/${quote.id}`);

      const smtp = await startSmtp();
      try {
        await deliver(smtp.url);
        expect(smtp.received.map((mail) => mail.to.sort())).toEqual([
          ['owner@growbetter-it.ph', staff.email].sort(),
        ]);
      } finally {
        await smtp.close();
      }

      // `later` expired on the 26th, unreminded: past its date it is expired, not reminded. Given a new date,
      // with the setting off nothing is claimed, so turning it back on still reminds of it.
      await ctx.db.update(quotations).set({ validUntil: '2026-11-30' }).where(eq(quotations.id, later.id));
      await updateSettings(ctx.db, { ...settings, quote_expiry_reminders: false }, admin, ctx.clock.current);
      expect(await remind()).toBe(0);
      await updateSettings(ctx.db, settings, admin, ctx.clock.current);
      expect(await remind()).toBe(1);
    } finally {
      ctx.clock.current = start;
    }
  });

  it('link to the quotation from the saved public address when SITE_URL is not set, and name the screen without either', async () => {
    await ctx.db.update(quotations).set({ status: 'declined' }).where(eq(quotations.status, 'sent'));
    const quote = await sentQuotation();
    await ctx.db.update(quotations).set({ validUntil: '2026-11-24' }).where(eq(quotations.id, quote.id));
    const withoutSiteUrl = { ...ctx.env, SITE_URL: undefined };
    const reminderText = async () => {
      await ctx.db.delete(outbox);
      await ctx.db.update(quotations).set({ expiryReminderAt: null }).where(eq(quotations.id, quote.id));
      expect(await queueExpiryReminders(ctx.db, withoutSiteUrl, ctx.clock.current)).toBe(1);
      return (await ctx.db.select().from(outbox))[0]!.textBody;
    };
    try {
      const publicUrl = 'https://public.example.ph';
      await updateSettings(ctx.db, { ...settings, public_url: publicUrl }, admin, ctx.clock.current);
      expect(await reminderText()).toContain(`${publicUrl}/admin-quotations/${quote.id}`);
      await updateSettings(ctx.db, settings, admin, ctx.clock.current);
      const text = await reminderText();
      expect(text).toContain(`Open the back office and find it under Quotations (${quote.number}).`);
      expect(text).not.toContain('http');
    } finally {
      await ctx.db.delete(outbox);
    }
  });

  it('skip drafts, answered quotations and superseded revisions', async () => {
    await ctx.db.update(quotations).set({ status: 'declined' }).where(eq(quotations.status, 'sent'));
    const old = await sentQuotation();
    const revised = await ctx.request('POST', `/api/quotations/${old.id}/revise/`, { token: staff.access });
    const revision = await answerOf(revised, 'post', '/api/quotations/{id}/revise/');
    await ctx.db.update(quotations).set({ validUntil: '2026-11-24' });
    await ctx.db.delete(outbox);
    // The old revision is superseded, the new one still a draft.
    expect(revision.status).toBe('draft');
    expect(await queueExpiryReminders(ctx.db, ctx.env, ctx.clock.current)).toBe(0);
    expect(await ctx.db.select().from(outbox)).toEqual([]);
  });
});
