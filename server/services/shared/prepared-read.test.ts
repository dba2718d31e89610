import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '~/db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { preparedRead } from './prepared-read';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const categoryNamed = preparedRead('test_category_named', (db) =>
  db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.name, sql.placeholder('name'))),
);

describe('a prepared read', () => {
  it('answers each call with its own values from the one statement', async () => {
    await ctx.db.insert(categories).values([
      { name: 'Prepared Printers', slug: 'prepared-printers' },
      { name: 'Prepared Toner', slug: 'prepared-toner' },
    ]);
    expect(await categoryNamed(ctx.db, { name: 'Prepared Printers' })).toEqual([
      { slug: 'prepared-printers' },
    ]);
    expect(await categoryNamed(ctx.db, { name: 'Prepared Toner' })).toEqual([{ slug: 'prepared-toner' }]);
    expect(await categoryNamed(ctx.db, { name: 'Nothing by this name' })).toEqual([]);
  });

  it('inside a transaction sees what the transaction wrote, and the database does not until it commits', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Prepared Headsets', slug: 'prepared-headsets' });
        expect(await categoryNamed(tx, { name: 'Prepared Headsets' })).toEqual([
          { slug: 'prepared-headsets' },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await categoryNamed(ctx.db, { name: 'Prepared Headsets' })).toEqual([]);
  });
});
