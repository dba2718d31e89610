import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A sign-in link e-mailed to a customer's contact: only the SHA-256 of its token is kept, so a leaked table or
 * backup signs nobody in. It works once, for ACCOUNT_LINK_MINUTES, and only for the e-mail it was sent to.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The contact's address, lower-cased, as the link was sent to it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_links_token_idx').on(t.tokenHash),
    index('account_links_email_idx').on(t.email, t.createdAt),
  ],
);

/**
 * A customer's signed-in browser: the cookie carries a random token, the row its SHA-256. Separate from staff
 * sessions (JWTs and refresh_tokens): nothing here is ever read by the /api bearer middleware.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The address the link was sent to, lower-cased. The session shows the documents of every customer with a
     * contact of this address, read on each request: removing the contact ends the session's access at once.
     */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_idx').on(t.tokenHash),
    index('customer_sessions_email_idx').on(t.email),
  ],
);

export type AccountLink = typeof accountLinks.$inferSelect;
export type CustomerSession = typeof customerSessions.$inferSelect;
