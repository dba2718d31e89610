import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { throttleEvents } from '../../db/schema';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Seconds until the first of the given limits frees up, or null when none is exhausted. Counting rows inside a
 * sliding window keeps the rule exact across several app nodes sharing the database.
 */
export async function retryAfter(db: DbOrTx, limits: Limit[], now: Date): Promise<number | null> {
  let wait: number | null = null;
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    const [row] = await db
      .select({ hits: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, limit.key), gt(throttleEvents.createdAt, since)));
    if (row && row.hits >= limit.max) {
      const releasingHit = await nthOldest(db, limit.key, since, row.hits - limit.max);
      const freesAt = (releasingHit ?? now).getTime() + limit.windowSeconds * 1000;
      const seconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

/** The hit whose expiry brings the count back under the limit (the oldest one when exactly at the limit). */
async function nthOldest(db: DbOrTx, key: string, since: Date, offset: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)))
    .orderBy(asc(throttleEvents.createdAt))
    .offset(offset)
    .limit(1);
  return row ? new Date(row.at) : null;
}

export async function recordHit(db: DbOrTx, keys: string[], now: Date, windowSeconds: number): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(throttleEvents).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows are worthless once outside every window; pruning here keeps the table small without a cron job.
  const expired = new Date(now.getTime() - windowSeconds * 1000 * 2);
  for (const key of keys) {
    await db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.key, key), lt(throttleEvents.createdAt, expired)));
  }
}
