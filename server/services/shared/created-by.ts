import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { users } from '~/db/schema';

/** Who created a row, as views show it: the username, null once that account is deleted. */
export const creatorName = users.username;

/** Joins the creator's account onto a query of a table with a `created_by` column, for `creatorName`. */
export function joinCreator<Q extends PgSelect>(query: Q, createdBy: AnyPgColumn) {
  return query.leftJoin(users, eq(users.id, createdBy));
}
