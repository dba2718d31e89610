import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActivityChanges } from '~/domain/activity';
import { users } from './users';

/**
 * Who changed what, written in the same transaction as the change itself, so the history can neither miss a
 * committed change nor record one that rolled back. Entities are referenced loosely (type and id, plus their
 * name at the time) because the history outlives what it describes.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's username when it happened; empty for a website visitor or a command-line script. */
    actorName: text('actor_name').notNull().default(''),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    entityLabel: text('entity_label').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<ActivityChanges>().notNull().default({}),
    /** Context such as the order that moved stock or the spreadsheet a row came from. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('activity_entity_idx').on(t.entityType, t.entityId, t.id),
    index('activity_actor_idx').on(t.actorId, t.id),
  ],
);

export type ActivityRow = typeof activity.$inferSelect;
