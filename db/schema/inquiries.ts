import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryStatus } from '~/domain/inquiry';
import { customers } from './customers';

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    brands: text('brands').notNull().default(''),
    products: text('products').notNull().default(''),
    service: text('service').notNull().default(''),
    message: text('message').notNull(),
    /** The buyer this document is for; its own name and address fields stay what the document said. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    notes: text('notes').notNull().default(''),
    /** 'not_configured' | 'pending' | 'sent' | 'failed' — the provider call is a copy, our row is the record. */
    forwardStatus: text('forward_status').notNull().default('not_configured'),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    forwardError: text('forward_error'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_customer_idx').on(t.customerId),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_forward_idx').on(t.forwardStatus),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;
