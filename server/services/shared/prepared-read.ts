import type { DbOrTx } from '~/db/client';

type Values = Record<string, unknown>;

interface Statement<Result> {
  execute(values?: Values): Promise<Result>;
}

interface Preparable<Result> extends Statement<Result> {
  prepare(name: string): Statement<Result>;
}

/**
 * A read that public pages make on every request, built once per database and sent as a named statement
 * instead of built again each time: building drizzle's query cost as much as sending it, and PostgreSQL plans
 * a named statement once per connection. Values go in through `sql.placeholder`. A statement belongs to the
 * database or transaction it was built on, so each gets its own.
 */
export function preparedRead<Result>(
  name: string,
  build: (db: DbOrTx) => Preparable<Result>,
): (db: DbOrTx, values?: Values) => Promise<Result> {
  const statements = new WeakMap<object, Statement<Result>>();
  return (db, values) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      statements.set(db, statement);
    }
    return statement.execute(values);
  };
}
