import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a message; the bytes are kept as base64 so the row alone can be resent after a restart. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Outgoing e-mail, written in the same transaction as the event it tells about (a new inquiry), so a message
 * exists exactly when its event committed. A worker on any node claims due rows (row locks, SKIP LOCKED) and
 * marks them 'sending' with a lease: a node that dies mid-send leaves the row to be retried once the lease runs
 * out, and no two nodes hold the same row at once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** One of MAIL_KINDS (domain/mail.ts). */
    kind: text('kind').notNull(),
    /** The inquiry it is about, referenced loosely like the activity history. */
    inquiryId: integer('inquiry_id'),
    /** The quotation it is about, referenced loosely like the inquiry, so its detail can show the mail's status. */
    quotationId: integer('quotation_id'),
    recipients: text('recipients').array().notNull(),
    replyTo: text('reply_to'),
    /** The company's name and MAIL_FROM (or the sales address) as they were when the event happened. */
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Stable across retries, so a receiving server can drop the duplicate of a resend after a crash. */
    messageId: text('message_id').notNull(),
    /** 'queued' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_inquiry_idx').on(t.inquiryId),
    index('outbox_quotation_idx').on(t.quotationId),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
