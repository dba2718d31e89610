/** Quotation numbers: gap-free per year, and revisions counted up under one number. */
import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/db/client';
import { quotationCounters, quotations } from '~/db/schema';
import { baseNumber, shopDate } from '~/domain/quotation';

/** The next number of the year, gap-free: the counter row stays locked until the caller's transaction ends. */
export async function nextNumber(tx: Tx, now: Date): Promise<string> {
  const year = Number(shopDate(now).slice(0, 4));
  const [row] = await tx
    .insert(quotationCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quotationCounters.year, set: { last: sql`${quotationCounters.last} + 1` } })
    .returning({ last: quotationCounters.last });
  return baseNumber(year, row!.last);
}

/** The newest revision of a number: only it may be sent, answered or revised (`LATEST_REVISION_ACTIONS`). */
export async function latestRevision(tx: DbOrTx, number: string): Promise<number> {
  const [row] = await tx
    .select({ revision: max(quotations.revision) })
    .from(quotations)
    .where(eq(quotations.number, number));
  return row?.revision ?? 0;
}
