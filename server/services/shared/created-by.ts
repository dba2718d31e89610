import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '~/db/client';
import { users } from '~/db/schema';

/**
 * A query of a table's rows, each with who created it as views show it: the username, null once that account
 * is deleted.
 */
export function selectWithCreator<T extends PgTable & { createdBy: AnyPgColumn }>(db: DbOrTx, table: T) {
  return (
    db
      .select({ record: table, createdBy: users.username })
      // Widened only for drizzle's from() check, which it cannot decide for a table still generic here.
      .from(table as PgTable)
      .leftJoin(users, eq(users.id, table.createdBy))
      .$dynamic()
  );
}

/** One page of the rows that match `where`, newest first, with their creators, and how many match in all. */
export async function newestPageWithCreator<
  T extends PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; createdBy: AnyPgColumn },
>(db: DbOrTx, table: T, where: SQL | undefined, { page, pageSize }: { page: number; pageSize: number }) {
  const [total] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await selectWithCreator(db, table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.value ?? 0, rows };
}
