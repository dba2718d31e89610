import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Image files kept in the database (MEDIA_STORE=database), so several app nodes share them with no shared
 * disk. Names are content hashes: a row never changes once written.
 */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
