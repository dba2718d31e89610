import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows whose name is `name` ignoring letter case and outer spaces, other than the row being edited
 * (`exceptId`): the clash that a unique name refuses.
 */
export function sameName(
  nameColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  name: string,
  exceptId: number | undefined,
): SQL | undefined {
  return and(
    sql`lower(btrim(${nameColumn})) = lower(btrim(${name}))`,
    exceptId === undefined ? undefined : ne(idColumn, exceptId),
  );
}
