import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Settings } from '~/domain/settings';

/**
 * The company's details as one row (id 1): every node reads it on each page load, so an edit shows
 * everywhere at once. The logo is a stored image like a category icon.
 */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<Settings>().notNull(),
  logoKey: text('logo_key'),
  logoWidths: integer('logo_widths').array(),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SettingsRow = typeof settings.$inferSelect;
