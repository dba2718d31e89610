import { describe, expect, it } from 'vitest';
import { databaseUnavailable, failedAtCommit } from './db-errors';

/** As drizzle throws them: its own error, with the driver's in `cause` and the statement in `query`. */
const fromDrizzle = (query: string, cause: object) =>
  Object.assign(new Error(`Failed query: ${query}`), { query, cause });

describe('databaseUnavailable', () => {
  it('knows an outage, a cut, a stall and a statement past its timeout', () => {
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Query read timeout: the database stopped answering.'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(databaseUnavailable(fromDrizzle('select 1', cause)), cause.message).toBe(true);
    }
  });

  it('leaves statement errors alone', () => {
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(databaseUnavailable(fromDrizzle('insert', duplicate))).toBe(false);
    expect(databaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('failedAtCommit', () => {
  it('is true only when the COMMIT itself failed', () => {
    const cut = new Error('Connection terminated unexpectedly');
    expect(failedAtCommit(fromDrizzle('commit', cut))).toBe(true);
    expect(failedAtCommit(fromDrizzle('rollback', cut))).toBe(false);
    expect(failedAtCommit(fromDrizzle('update "products" set "stock" = $1', cut))).toBe(false);
  });
});
