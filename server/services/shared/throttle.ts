import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { DbOrTx, Tx } from '~/db/client';
import { throttleEvents } from '~/db/schema';

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

export type Hit = { retryAfter: number } | { hitIds: number[] };

/**
 * Counts one attempt against every limit, or answers how long to wait when one is exhausted. Check and insert
 * happen under per-key advisory locks inside the caller's transaction, so parallel requests (on one node or
 * several) cannot all pass the check before any of them is counted.
 */
export async function takeHit(tx: Tx, limits: Limit[], now: Date): Promise<Hit> {
  const keys = [...new Set(limits.map((limit) => limit.key))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const wait = await retryAfter(tx, limits, now);
  if (wait !== null) return { retryAfter: wait };
  const inserted = await tx
    .insert(throttleEvents)
    .values(keys.map((key) => ({ key, createdAt: now })))
    .returning({ id: throttleEvents.id });
  // Old rows are worthless once outside every window; pruning here keeps the table small without a cron job.
  const longestWindow = Math.max(...limits.map((limit) => limit.windowSeconds));
  const expired = new Date(now.getTime() - longestWindow * 1000 * 2);
  await tx
    .delete(throttleEvents)
    .where(and(inArray(throttleEvents.key, keys), lt(throttleEvents.createdAt, expired)));
  return { hitIds: inserted.map((row) => row.id) };
}

/** Takes back attempts that turned out not to count (a successful login). */
export async function releaseHits(db: DbOrTx, hitIds: number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, hitIds));
}

/** Attempts under `key` inside the last `windowSeconds`. */
export async function countHits(db: DbOrTx, key: string, windowSeconds: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ hits: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)));
  return row?.hits ?? 0;
}

/**
 * The key an address is counted under for rate limits: an IPv4 address as it is, an IPv6 one by its /64
 * network, since one home or server is usually handed a whole /64 and could otherwise rotate through it.
 */
export function throttleAddress(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
