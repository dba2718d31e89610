import { and, desc, eq, ilike, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';
import { activity, type ActivityRow } from '~/db/schema';
import type {
  ActivityAction,
  ActivityChanges,
  ActivityEntityType,
  ActivityPage,
  ActivityQuery,
  ActivityView,
} from '~/domain/activity';
import { SUPERUSER_ONLY_TYPES } from '~/domain/activity';
import { likePattern } from '../shared/like-pattern';

/** Who made a change; null for a website visitor or a command-line script. */
export interface Actor {
  id: number;
  username: string;
}

export interface ActivityEntry {
  entityType: ActivityEntityType;
  entityId: number | null;
  entityLabel: string;
  action: ActivityAction;
  changes?: ActivityChanges;
  note?: string;
}

const ROWS_PER_INSERT = 1000;

/**
 * Writes history entries. Call it with the transaction that makes the change: the entry then commits or
 * rolls back with it.
 */
export async function recordActivity(
  tx: DbOrTx,
  actor: Actor | null,
  at: Date,
  entries: ActivityEntry | ActivityEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  for (let start = 0; start < list.length; start += ROWS_PER_INSERT) {
    await tx.insert(activity).values(
      list.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
        occurredAt: at,
        actorId: actor?.id ?? null,
        actorName: actor?.username ?? '',
        entityType: entry.entityType,
        entityId: entry.entityId,
        entityLabel: entry.entityLabel,
        action: entry.action,
        changes: entry.changes ?? {},
        note: entry.note ?? '',
      })),
    );
  }
}

/** An edit's entry, written only when the edit changed something: a save that changes nothing leaves no trace. */
export async function recordChanges(
  tx: DbOrTx,
  actor: Actor | null,
  at: Date,
  entry: ActivityEntry & { changes: ActivityChanges },
): Promise<void> {
  if (Object.keys(entry.changes).length > 0) await recordActivity(tx, actor, at, entry);
}

function toActivityView(row: ActivityRow): ActivityView {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    entity_type: row.entityType as ActivityEntityType,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    action: row.action as ActivityAction,
    changes: row.changes,
    note: row.note,
  };
}

/**
 * Newest first, a page at a time by id (keyset paging stays fast however long the history grows). Staff
 * accounts' and settings' history is left out unless the viewer is a superuser.
 */
export async function listActivity(
  db: DbOrTx,
  query: ActivityQuery,
  viewer: { isSuperuser: boolean },
): Promise<ActivityPage> {
  const conditions: (SQL | undefined)[] = [
    query.entity_type ? eq(activity.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(activity.entityId, query.entity_id) : undefined,
    query.actor ? eq(activity.actorId, query.actor) : undefined,
    query.before ? lt(activity.id, query.before) : undefined,
    viewer.isSuperuser ? undefined : notInArray(activity.entityType, [...SUPERUSER_ONLY_TYPES]),
  ];
  // PostgreSQL text cannot hold NUL, so it cannot match either: dropping it keeps the query valid.
  const text = query.q?.replace(/\0/g, '').trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(or(ilike(activity.entityLabel, pattern), ilike(activity.actorName, pattern)));
  }
  const rows = await db
    .select()
    .from(activity)
    .where(and(...conditions))
    .orderBy(desc(activity.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map(toActivityView),
    next_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
