import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts, outbox } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { processOutbox, smtpSender } from '../../services/mail/outbox';
import { queueOverdueReminders } from '../../services/payments/overdue-reminders';
import { updateSettings } from '../../services/settings/settings';
import { createTestContext, MAIL_SETTINGS, type TestContext } from '../../test/harness';
import { insertCustomer, insertInvoice } from '../../test/receivables-fixtures';
import { startSmtp } from '../../test/smtp';

let ctx: TestContext;
let customer = 0;
const DAY_MS = 86_400_000;
const start = new Date('2026-11-22T01:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
const reminders = async () =>
  (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'overdue_reminder'))).length;

beforeAll(async () => {
  ctx = await createTestContext(MAIL_SETTINGS);
  customer = await insertCustomer(ctx.db, 'Late Payer Corp');
  await ctx.db
    .insert(customerContacts)
    .values({ customerId: customer, name: 'Ana Reyes', email: 'ana@latepayer.ph', isPrimary: true });
  await insertInvoice(ctx.db, {
    customer,
    amountDue: '4480.00',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-31',
    number: 'SI-LATE-1',
  });
  await insertInvoice(ctx.db, { customer, amountDue: '999.00', issuedOn: '2026-11-20', dueOn: '2026-12-20' });
  // No primary contact with an e-mail: never reminded, never claimed.
  const silent = await insertCustomer(ctx.db, 'No Mail Inc.');
  await insertInvoice(ctx.db, {
    customer: silent,
    amountDue: '10.00',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-02',
  });
}, 60_000);
afterAll(() => ctx.close());

describe('overdue reminders', () => {
  it('are off by default', async () => {
    expect(await queueOverdueReminders(ctx.db, ctx.env, start)).toBe(0);
    expect(await reminders()).toBe(0);
  });

  it('list the overdue invoices to the primary contact, at most the weekly limit', async () => {
    await updateSettings(
      ctx.db,
      { ...DEMO_SETTINGS, overdue_reminders: true, overdue_reminders_per_week: 2 },
      await ctx.user('superuser'),
      start,
    );
    expect(await queueOverdueReminders(ctx.db, ctx.env, start)).toBe(1);
    // Two nodes at once, and again within the half-week: nothing more.
    const [a, b] = await Promise.all([
      queueOverdueReminders(ctx.db, ctx.env, at(1)),
      queueOverdueReminders(ctx.db, ctx.env, at(1)),
    ]);
    expect(a + b).toBe(0);
    expect(await queueOverdueReminders(ctx.db, ctx.env, at(3.5))).toBe(0);
    expect(await queueOverdueReminders(ctx.db, ctx.env, at(3.6))).toBe(1);
    expect(await queueOverdueReminders(ctx.db, ctx.env, at(6.9))).toBe(0);
    expect(await reminders()).toBe(2);

    const smtp = await startSmtp();
    try {
      await processOutbox(ctx.db, smtpSender(smtp.url), () => at(7));
      expect(smtp.received.map((mail) => mail.to)).toEqual([['ana@latepayer.ph'], ['ana@latepayer.ph']]);
      const raw = smtp.received[0]!.raw;
      expect(raw).toContain('SI-LATE-1');
      expect(raw).toContain('4,480.00');
      expect(raw).not.toContain('999.00');
    } finally {
      await smtp.close();
    }
  });
});
