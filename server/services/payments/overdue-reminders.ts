import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { customerContacts, customers, invoices } from '~/db/schema';
import { fromCentavos } from '~/domain/order';
import { shopDate } from '~/domain/quotation';
import type { Logger } from '../../logger';
import { overdueReminderMessage } from '../mail/mail-messages';
import { queueMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';
import { overdueByCustomer } from './receivables';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * Queues an overdue reminder to each customer with invoices past due, to its primary contact, at most
 * `overdue_reminders_per_week` times in any seven days. The customer's last reminder is the latest
 * `reminded_at` of its invoices; a reminder is sent only when that is more than a week / N ago, so no seven days
 * hold more than N. Each customer is claimed under a lock of its invoice rows: a second node waits, then finds
 * `reminded_at` just set and skips it; the claim and the message commit together. Off by default; without
 * SMTP_URL nothing is claimed.
 */
export async function queueOverdueReminders(db: Db, env: MailEnv, now: Date): Promise<number> {
  if (!env.SMTP_URL) return 0;
  const { settings } = await currentSettings(db);
  if (!settings.overdue_reminders) return 0;
  const today = shopDate(now);
  const spacing = WEEK_MS / settings.overdue_reminders_per_week;
  let queued = 0;
  for (const [customerId, overdue] of await overdueByCustomer(db, today)) {
    const sent = await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: invoices.id, number: invoices.number, remindedAt: invoices.remindedAt })
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), isNull(invoices.voidedAt)))
        .orderBy(asc(invoices.id))
        .for('update');
      const last = Math.max(0, ...locked.map((row) => row.remindedAt?.getTime() ?? 0));
      if (now.getTime() - last <= spacing) return false;
      const [contact] = await tx
        .select({ email: customerContacts.email, customer: customers.name })
        .from(customerContacts)
        .innerJoin(customers, eq(customers.id, customerContacts.customerId))
        .where(
          and(
            eq(customerContacts.customerId, customerId),
            eq(customerContacts.isPrimary, true),
            ne(customerContacts.email, ''),
          ),
        );
      if (!contact) return false;
      const numbers = new Set(overdue.map((invoice) => invoice.number));
      await tx
        .update(invoices)
        .set({ remindedAt: now })
        .where(
          inArray(
            invoices.id,
            locked.filter((row) => numbers.has(row.number)).map((row) => row.id),
          ),
        );
      const total = overdue.reduce((sum, invoice) => sum + invoice.balance, 0n);
      return queueMail(
        tx,
        env,
        settings,
        {
          kind: 'overdue_reminder',
          quotationId: null,
          recipients: [contact.email],
          replyTo: settings.email,
          ...overdueReminderMessage(
            {
              customerName: contact.customer,
              invoices: overdue.map((invoice) => ({
                number: invoice.number,
                dueOn: invoice.dueOn,
                balance: fromCentavos(invoice.balance),
              })),
              total: fromCentavos(total),
            },
            settings,
          ),
        },
        now,
      );
    });
    if (sent) queued += 1;
  }
  return queued;
}

export interface OverdueJobDeps {
  db: Db;
  env: MailEnv;
  logger: Logger;
  /** Wakes the mail worker once reminders are queued. */
  wakeMail?: () => void;
}

/** Runs the reminders at start and then every hour on every node; the invoice locks keep them within the limit. */
export function startOverdueReminders(deps: OverdueJobDeps): () => Promise<void> {
  if (!deps.env.SMTP_URL) return async () => {};
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= queueOverdueReminders(deps.db, deps.env, new Date())
      .then((queued) => {
        if (queued > 0) {
          deps.logger.info('receivables.overdue_reminders', { queued });
          deps.wakeMail?.();
        }
      })
      .catch((error: unknown) =>
        deps.logger.error('receivables.overdue_reminders_error', { error: String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, HOUR_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
