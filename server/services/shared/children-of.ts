import { asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '~/db/client';

/**
 * The rows of a child table (an order's items, a product's images) for a page of parents, read in one query
 * and handed out by parent id, each parent's in `order`.
 */
export async function childrenOf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  parent: AnyPgColumn<{ tableName: T['_']['name']; data: number; notNull: true }>,
  parentIds: readonly number[],
  order: AnyPgColumn<{ tableName: T['_']['name'] }>,
): Promise<Map<number, T['$inferSelect'][]>> {
  const rows = await db
    .select({ parentId: parent, child: table })
    // Widened only for drizzle's from() check, which it cannot decide for a table still generic here.
    .from(table as PgTable)
    .where(inArray(parent, [...parentIds]))
    .orderBy(asc(order));
  const children = new Map<number, T['$inferSelect'][]>();
  for (const { parentId, child } of rows) {
    const siblings = children.get(parentId);
    if (siblings) siblings.push(child);
    else children.set(parentId, [child]);
  }
  return children;
}
