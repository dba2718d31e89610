import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { quotations, users } from '~/db/schema';
import { addDays, QUOTATION_REMINDER_DAYS, quotationNumber, shopDate } from '~/domain/quotation';
import { siteAddress } from '~/domain/settings';
import type { Logger } from '../../logger';
import { quotationReminderMessage } from '../mail/mail-messages';
import { queueMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';

/** Once an hour is plenty for a reminder counted in days; a node that starts later simply finds nothing left. */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Queues the staff's reminder for every sent quotation (the latest revision of its number) whose last valid
 * day is at most QUOTATION_REMINDER_DAYS away and that has not been reminded of yet, to the notification
 * addresses and the quotation's author. Setting `expiry_reminder_at` claims a quotation: the update matches only
 * rows where it is still null, and a second node's update of the same row waits for the first one's commit,
 * then finds it set and skips it, so each quotation is reminded once however many nodes run this. The claim
 * and the messages commit together. Without SMTP_URL, or with the setting off, nothing is claimed, so turning
 * mail on later still reminds of the quotations that are still open.
 */
export async function queueExpiryReminders(db: Db, env: MailEnv, now: Date): Promise<number> {
  if (!env.SMTP_URL) return 0;
  const { settings } = await currentSettings(db);
  if (!settings.quote_expiry_reminders) return 0;
  const today = shopDate(now);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(quotations)
      .set({ expiryReminderAt: now })
      .where(
        and(
          eq(quotations.status, 'sent'),
          isNull(quotations.expiryReminderAt),
          gte(quotations.validUntil, today),
          lte(quotations.validUntil, addDays(today, QUOTATION_REMINDER_DAYS)),
          // Written out in full: inside an UPDATE, column references may render unqualified, and in the
          // subquery an unqualified name would mean the inner row.
          sql`not exists (select 1 from quotations newer where newer.number = quotations.number and newer.revision > quotations.revision)`,
        ),
      )
      .returning();
    for (const row of claimed) {
      const [author] = row.createdBy
        ? await tx
            .select({ email: users.email, active: users.isActive })
            .from(users)
            .where(eq(users.id, row.createdBy))
        : [];
      const recipients = [...settings.notify_emails];
      if (author?.active && !recipients.some((email) => email.toLowerCase() === author.email.toLowerCase())) {
        recipients.push(author.email);
      }
      await queueMail(
        tx,
        env,
        settings,
        {
          kind: 'quotation_reminder',
          quotationId: row.id,
          recipients,
          replyTo: row.customerEmail,
          ...quotationReminderMessage(
            {
              id: row.id,
              number: quotationNumber(row.number, row.revision),
              customer_name: row.customerName,
              customer_company: row.customerCompany,
              total: row.total,
              valid_until: row.validUntil,
              answer_comment: row.answerComment,
            },
            siteAddress(env.SITE_URL, settings.public_url),
          ),
        },
        now,
      );
    }
    return claimed.length;
  });
}

export interface ReminderJobDeps {
  db: Db;
  env: MailEnv;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
  /** Wakes the mail worker once reminders are queued. */
  wakeMail?: () => void;
}

/** Runs the reminders at start and then on an interval on every node; the database claim keeps them single. */
export function startExpiryReminders(deps: ReminderJobDeps): () => Promise<void> {
  if (!deps.env.SMTP_URL) return async () => {};
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= queueExpiryReminders(deps.db, deps.env, now())
      .then((queued) => {
        if (queued > 0) {
          deps.logger.info('quotations.expiry_reminders', { queued });
          deps.wakeMail?.();
        }
      })
      .catch((error: unknown) =>
        deps.logger.error('quotations.expiry_reminders_error', { error: String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
