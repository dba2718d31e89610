import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit hits live in the database so every app node sees the same counts. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_time_idx').on(t.key, t.createdAt)],
);
