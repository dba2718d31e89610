import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '~/db/client';
import { outbox, type Inquiry, type MailAttachment, type OutboxRow } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import type { EmailView } from '~/domain/inquiry';
import { ConflictError, NotFoundError } from '~/server/errors';
import { siteAddress, type Settings } from '~/domain/settings';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { unrecordedOutcomes } from '../shared/unrecorded-outcomes';
import { inquiryAcknowledgement, inquiryNotification, type MailContent } from './mail-messages';

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SITE_URL'>;

/**
 * After this many failed attempts a message stays 'failed', visible with its last reason (and on the
 * dashboard, where staff can resend it). The waits between the 7 attempts (1, 2, 4, 8, 16 and 32 minutes)
 * add up to 63 minutes: the README's "about an hour".
 */
export const MAIL_MAX_ATTEMPTS = 7;
/**
 * How long a claimed message is its node's alone. A node that dies mid-send leaves the row 'sending'; after
 * the lease another node sends it again. Longer than any send can take (the SMTP timeouts below add up to
 * well under a minute), so a live node never loses its claim.
 */
export const MAIL_LEASE_SECONDS = 5 * 60;
const CLAIM_BATCH = 10;
const SMTP_TIMEOUT_MS = 15_000;

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 ... minutes, at most an hour. */
export function mailDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 60 * 60);
}

interface OutgoingMail {
  from: { name: string; address: string };
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A refusal that another attempt cannot fix (an SMTP 5xx answer): the message fails at once. */
class PermanentMailError extends Error {}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer: `smtp://` upgrades with STARTTLS when the server offers it, `smtps://` is TLS. */
export function smtpSender(url: string): MailSender {
  // Required here, not imported: a shop without SMTP_URL never pays nodemailer's memory (about 13 MB).
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: mail.attachments,
          // The shop's messages carry no tracking: no X-Mailer fingerprint either.
          xMailer: false,
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const message = error instanceof Error ? error.message : String(error);
        if (code !== undefined && code >= 500 && code < 600) throw new PermanentMailError(message);
        throw error;
      }
    },
  };
}

interface MailToQueue extends MailContent {
  kind: 'inquiry_notification' | 'inquiry_acknowledgement';
  recipients: string[];
  replyTo: string | null;
}

/**
 * Queues the messages a new inquiry sends, in the caller's transaction (the inquiry's): they exist exactly
 * when the inquiry does. Without SMTP_URL nothing is queued (the Settings screen says mail is off).
 */
export async function queueInquiryMail(
  tx: DbOrTx,
  env: MailEnv,
  settings: Settings,
  inquiry: Inquiry,
  now: Date,
  /** False when the acknowledgement caps are reached: staff still hear of the inquiry, the visitor gets no copy. */
  acknowledge = true,
): Promise<void> {
  if (!env.SMTP_URL) return;
  const siteUrl = siteAddress(env.SITE_URL, settings.public_url);
  const messages: MailToQueue[] = [];
  if (settings.notify_emails.length > 0) {
    messages.push({
      kind: 'inquiry_notification',
      recipients: settings.notify_emails,
      replyTo: inquiry.email,
      ...inquiryNotification(inquiry, settings, siteUrl),
    });
  }
  if (inquiry.email && acknowledge) {
    messages.push({
      kind: 'inquiry_acknowledgement',
      recipients: [inquiry.email],
      replyTo: settings.email,
      ...inquiryAcknowledgement(inquiry, settings),
    });
  }
  if (messages.length === 0) return;
  const fromAddress = env.MAIL_FROM ?? settings.email;
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  await tx.insert(outbox).values(
    messages.map((message) => ({
      kind: message.kind,
      inquiryId: inquiry.id,
      recipients: message.recipients,
      replyTo: message.replyTo,
      fromName: settings.name,
      fromAddress,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      messageId: `<${message.kind}.${inquiry.id}.${randomUUID()}@${domain}>`,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

export interface ShopMail extends MailContent {
  kind:
    | 'quotation'
    | 'quotation_answer'
    | 'quotation_confirmation'
    | 'quotation_reminder'
    | 'account_sign_in'
    | 'overdue_reminder';
  /** The quotation it is about, so its detail shows whether the message went out; null for a sign-in link. */
  quotationId: number | null;
  recipients: string[];
  replyTo: string | null;
  attachments?: MailAttachment[];
}

/**
 * Queues one message in the caller's transaction, so it exists exactly when the event it tells about does.
 * Without SMTP_URL nothing is queued (the Settings screen says mail is off); an empty recipient list is no message.
 */
export async function queueMail(
  tx: DbOrTx,
  env: MailEnv,
  settings: Settings,
  mail: ShopMail,
  now: Date,
): Promise<boolean> {
  if (!env.SMTP_URL || mail.recipients.length === 0) return false;
  const fromAddress = env.MAIL_FROM ?? settings.email;
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  await tx.insert(outbox).values({
    kind: mail.kind,
    quotationId: mail.quotationId,
    recipients: mail.recipients,
    replyTo: mail.replyTo,
    fromName: settings.name,
    fromAddress,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: mail.attachments ?? [],
    messageId: `<${mail.kind}.${randomUUID()}@${domain}>`,
    nextAttemptAt: now,
    createdAt: now,
  });
  return true;
}

/**
 * Claims due messages for this node: queued ones whose wait is over, and 'sending' ones whose lease ran out
 * (their node died mid-send). SKIP LOCKED lets nodes claim side by side without waiting for or taking each
 * other's rows; the claim commits before any send, so a message is never sent by two nodes at once.
 */
export async function claimDueMail(db: Db, now: Date, limit = CLAIM_BATCH): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + MAIL_LEASE_SECONDS * 1000),
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

function outgoing(row: OutboxRow): OutgoingMail {
  return {
    from: { name: row.fromName, address: row.fromAddress },
    to: row.recipients,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    messageId: row.messageId,
    attachments: row.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    })),
  };
}

/**
 * Sends one claimed message and records the outcome. Updates only apply while the claim is still ours
 * (status 'sending' with the attempt count we claimed), so a node that overran its lease cannot overwrite
 * the result of the node that took over.
 */
export async function deliverMail(
  db: Db,
  sender: MailSender,
  row: OutboxRow,
  now: () => Date,
): Promise<'sent' | 'retry' | 'failed'> {
  const ours = and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
  const record = (values: Partial<OutboxRow>) =>
    unrecordedOutcomes(db, 'mail').record(String(row.id), () => db.update(outbox).set(values).where(ours));
  try {
    await sender.send(outgoing(row));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const final = error instanceof PermanentMailError || row.attempts >= MAIL_MAX_ATTEMPTS;
    await record({
      status: final ? 'failed' : 'queued',
      lastError: reason,
      leaseUntil: null,
      nextAttemptAt: new Date(now().getTime() + mailDelaySeconds(row.attempts) * 1000),
    });
    return final ? 'failed' : 'retry';
  }
  await record({ status: 'sent', sentAt: now(), leaseUntil: null, lastError: null });
  return 'sent';
}

export interface MailReport {
  sent: number;
  retry: number;
  failed: number;
}

/**
 * One pass of the worker: write the outcomes the database missed while it was away (before anything is
 * claimed, so a message sent then is not sent again), then claim what is due, send it, record each outcome.
 */
export async function processOutbox(db: Db, sender: MailSender, now: () => Date): Promise<MailReport> {
  const report: MailReport = { sent: 0, retry: 0, failed: 0 };
  await unrecordedOutcomes(db, 'mail').flush();
  for (;;) {
    const claimed = await claimDueMail(db, now());
    for (const row of claimed) report[await deliverMail(db, sender, row, now)] += 1;
    if (claimed.length < CLAIM_BATCH) return report;
  }
}

export interface MailWorkerDeps {
  db: Db;
  env: MailEnv;
  logger: Logger;
  sender?: MailSender;
  now?: () => Date;
  intervalMs?: number;
}

/** Sends the outbox on an interval on every node (the row locks share the work); returns stop and wake. */
export function startMailWorker(deps: MailWorkerDeps): { stop: () => Promise<void>; wake: () => void } {
  if (!deps.env.SMTP_URL) return { stop: async () => {}, wake: () => {} };
  const sender = deps.sender ?? smtpSender(deps.env.SMTP_URL);
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= processOutbox(deps.db, sender, now)
      .then((report) => {
        if (report.sent + report.retry + report.failed > 0) deps.logger.info('mail.outbox', { ...report });
      })
      .catch((error: unknown) => deps.logger.error('mail.outbox_error', { error: String(error) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? 10_000);
  timer.unref();
  return {
    wake: tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

function toEmailView(row: OutboxRow): EmailView {
  return {
    id: row.id,
    kind: row.kind as EmailView['kind'],
    subject: row.subject,
    recipients: row.recipients,
    status: row.status as EmailView['status'],
    attempts: row.attempts,
    next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.lastError,
    inquiry: row.inquiryId,
    quotation: row.quotationId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The messages an inquiry sent (or is sending), for its detail in the back office. */
export async function inquiryEmails(db: DbOrTx, inquiryId: number): Promise<EmailView[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.inquiryId, inquiryId)).orderBy(asc(outbox.id));
  return rows.map(toEmailView);
}

/** The messages a quotation sent (or is sending): to the customer, and the staff's notices about it. */
export async function quotationEmails(db: DbOrTx, quotationId: number): Promise<EmailView[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.quotationId, quotationId))
    .orderBy(asc(outbox.id));
  return rows.map(toEmailView);
}

/**
 * The state of the customer's copy of each quotation (its last 'quotation' message), for the list: a quotation
 * that reads "Sent" while its e-mail failed must say so.
 */
export async function quotationMailStatus(
  db: DbOrTx,
  quotationIds: number[],
): Promise<Map<number, EmailView['status']>> {
  if (quotationIds.length === 0) return new Map();
  const rows = await db
    .select({ quotationId: outbox.quotationId, status: outbox.status })
    .from(outbox)
    .where(and(inArray(outbox.quotationId, quotationIds), eq(outbox.kind, 'quotation')))
    .orderBy(asc(outbox.id));
  return new Map(rows.map((row) => [row.quotationId!, row.status as EmailView['status']]));
}

/** The messages that gave up, newest first, and how many there are, for the dashboard. */
export async function failedMail(db: DbOrTx, limit: number): Promise<{ count: number; recent: EmailView[] }> {
  const [total] = await db.select({ value: count() }).from(outbox).where(eq(outbox.status, 'failed'));
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return { count: total?.value ?? 0, recent: rows.map(toEmailView) };
}

/**
 * Sends a message again at staff's request. A failed one is queued again as it was, with a fresh count of
 * attempts (the same Message-ID: it never arrived). A sent one goes out as a new copy with its own Message-ID,
 * so the receiving server does not drop it as a duplicate; the sent row stays as the record of the first one.
 * One still queued or being sent is refused: it is on its way already.
 */
export async function resendMail(db: Db, id: number, now: Date): Promise<EmailView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new NotFoundError(adminMessages.mail.notFound);
    if (row.status === 'failed') {
      const [queued] = await tx
        .update(outbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now, leaseUntil: null, lastError: null })
        .where(eq(outbox.id, id))
        .returning();
      return toEmailView(queued!);
    }
    if (row.status !== 'sent') throw new ConflictError(adminMessages.mail.onItsWay);
    const { id: _id, messageId, status: _status, attempts: _attempts, sentAt: _sent, ...copy } = row;
    const [queued] = await tx
      .insert(outbox)
      .values({
        ...copy,
        messageId: `<resent.${randomUUID()}.${messageId.slice(1)}`,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        leaseUntil: null,
        lastError: null,
        createdAt: now,
      })
      .returning();
    return toEmailView(queued!);
  });
}
