import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories } from '~/db/schema';
import { readCatalogueVersion } from '../services/catalogue/catalogue-cache';
import { createTestContext, insertCategory, type TestContext } from '../test/harness';

/**
 * On PGlite the catalogue version is kept in memory and forgotten on the notice every raising transaction sends
 * (migration 0015); on PostgreSQL it is read each time. Either way a read after a commit gives the new version.
 */
let ctx: TestContext;
const pglite = process.env.TEST_DB_ENGINE !== 'postgres';

/** Statements the database was sent while `work` ran. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (ctx.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spies = ['query', 'exec', 'execProtocol'].filter((name) => typeof client[name] === 'function');
  const watched = spies.map((name) => vi.spyOn(client, name));
  try {
    await work();
    return watched.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of watched) spy.mockRestore();
  }
}

/** The version once the notice listener is in place (it is set up by the first read). */
async function settled(): Promise<number> {
  await readCatalogueVersion(ctx.db);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return readCatalogueVersion(ctx.db);
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the catalogue version', () => {
  it('is kept on PGlite once read, and read every time on PostgreSQL, where a notice would arrive late', async () => {
    const version = await settled();
    const statements = await statementsDuring(() => readCatalogueVersion(ctx.db));
    if (pglite) expect(statements).toBe(0);
    else expect(statements).toBeGreaterThan(0);
    expect(await readCatalogueVersion(ctx.db)).toBe(version);
  });

  it('is the new one right after a transaction or a single statement commits', async () => {
    const before = await settled();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Audio', slug: 'audio' });
    });
    expect(await readCatalogueVersion(ctx.db)).toBe(before + 1);
    await ctx.db.execute(sql`update categories set name = 'Audio gear' where slug = 'audio'`);
    expect(await readCatalogueVersion(ctx.db)).toBe(before + 2);
    await insertCategory(ctx, 'Printers', 'printers');
    expect(await readCatalogueVersion(ctx.db)).toBe(before + 3);
  });

  it('stays after a rolled-back change, and a change to other tables', async () => {
    const before = await settled();
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Phones', slug: 'phones' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await ctx.db.execute(sql`update settings set updated_at = now()`);
    expect(await readCatalogueVersion(ctx.db)).toBe(before);
  });

  it('is not kept from a read that a commit overtook', async () => {
    await settled();
    // Forgets any kept version, so the next read asks the database.
    await insertCategory(ctx, 'Phones', 'phones');
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query.bind(client);
    // The version is read, then a change commits before that answer reaches the one who asked.
    const overtaken = vi.spyOn(client, 'query').mockImplementationOnce(async (...args: unknown[]) => {
      const answer = await query(...args);
      await insertCategory(ctx, 'Cables', 'cables');
      return answer;
    });
    const old = await readCatalogueVersion(ctx.db);
    expect(overtaken).toHaveBeenCalled();
    overtaken.mockRestore();
    expect(await readCatalogueVersion(ctx.db)).toBe(old + 1);
    expect(await readCatalogueVersion(ctx.db)).toBe(old + 1);
  });
});
