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
  return byParent(
    rows,
    (row) => row.parentId,
    (row) => row.child,
  );
}

/** Child rows handed out by their parent's id, each parent's in the order they came. */
export function byParent<Row, Child>(
  rows: readonly Row[],
  parentOf: (row: Row) => number,
  childOf: (row: Row) => Child,
): Map<number, Child[]> {
  const children = new Map<number, Child[]>();
  for (const row of rows) {
    const siblings = children.get(parentOf(row));
    if (siblings) siblings.push(childOf(row));
    else children.set(parentOf(row), [childOf(row)]);
  }
  return children;
}
