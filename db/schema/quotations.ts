import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { QuotationStoredStatus } from '~/domain/quotation';
import { products } from './catalogue';
import { inquiries } from './inquiries';
import { orders } from './orders';
import { users } from './users';
import { customers } from './customers';

/**
 * The last quotation number given out in each year. Taking the next one updates this row, which locks it until
 * the quotation's transaction ends: numbers are handed out one at a time and a rolled-back create gives its
 * number back, so the sequence has no gaps (a database sequence would skip the numbers of failed inserts).
 */
export const quotationCounters = pgTable('quotation_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A priced offer to a customer. Revisions share `number` and count up in `revision` (0 is the original, shown
 * as QT-2026-000123; revision 1 as QT-2026-000123-R1). Links go one way only (the quotation names its inquiry
 * and its order), so the tables keep a parent-before-child order for backups; the order and the inquiry find
 * their quotations through these columns.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    revision: integer('revision').notNull().default(0),
    /** 'draft' | 'sent' | 'accepted' | 'declined'; "expired" is a sent quotation past `valid_until`, never stored. */
    /** The buyer this document is for; its own name and address fields stay what the document said. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<QuotationStoredStatus>().notNull().default('draft'),
    customerName: text('customer_name').notNull(),
    customerCompany: text('customer_company').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    /** The shop's VAT setting when the quotation was made: a later change of the setting must not reprice it. */
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Computed by domain/quotation-totals.ts on every write, stored so lists and the dashboard can sum them. */
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The customer's key to the public page: 32 random bytes, so it cannot be guessed or enumerated. */
    publicToken: text('public_token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerComment: text('answer_comment').notNull().default(''),
    /**
     * When the staff's reminder that this sent quotation is about to expire was claimed. Setting it is the claim
     * (an update that only succeeds while it is null), so with several app nodes each quotation is reminded once.
     */
    expiryReminderAt: timestamp('expiry_reminder_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotations_customer_idx').on(t.customerId),
    uniqueIndex('quotations_number_revision_idx').on(t.number, t.revision),
    uniqueIndex('quotations_token_idx').on(t.publicToken),
    uniqueIndex('quotations_order_idx').on(t.orderId),
    index('quotations_status_idx').on(t.status, t.validUntil),
    index('quotations_inquiry_idx').on(t.inquiryId),
    index('quotations_created_idx').on(t.createdAt),
    check('quotations_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined')`),
    check('quotations_revision_check', sql`${t.revision} >= 0`),
  ],
);

/**
 * One line of a quotation: a catalogue product (name, price and stock copied when the line is written, the
 * price editable) or free text such as installation or delivery (`product_id` null).
 */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** Off the whole line; at most one of amount and percent is non-zero. */
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
    /** The product's stock when the line was written, so sales can say what was on hand. */
    stockSnapshot: integer('stock_snapshot'),
  },
  (t) => [
    index('quotation_lines_quotation_idx').on(t.quotationId, t.position),
    index('quotation_lines_product_idx').on(t.productId),
    check('quotation_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type Quotation = typeof quotations.$inferSelect;
export type QuotationLine = typeof quotationLines.$inferSelect;
