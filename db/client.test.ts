import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, migrateDatabase, openPglite, type Database } from './client';
import { categories } from './schema';

describe('PGlite data directory', () => {
  it('creates missing parents, persists rows and refuses a second opener', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-db-')), 'nested', 'data');
    const first = await openPglite(dir);
    await migrateDatabase(first);
    await first.db.insert(categories).values({ name: 'Printers', slug: 'printers' });

    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another shop process/);

    await first.close();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);

    const reopened = await openPglite(dir);
    const rows = await reopened.db.select({ name: categories.name }).from(categories);
    expect(rows).toEqual([{ name: 'Printers' }]);
    await reopened.close();
  }, 60_000);

  it('vacuums and analyzes an existing directory before the server opens it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    const first = await openPglite(dir);
    await migrateDatabase(first);
    await first.db.insert(categories).values({ name: 'Printers', slug: 'printers' });
    const analyzedColumns = async (database: Database) => {
      const [row] = await database.db
        .select({ columns: sql<number>`count(*)::int` })
        .from(sql`pg_stats`)
        .where(sql`tablename = 'categories'`);
      return row!.columns;
    };
    expect(await analyzedColumns(first)).toBe(0);
    await first.close();

    const maintained = await openPglite(dir, undefined, { maintain: true });
    expect(await analyzedColumns(maintained)).toBeGreaterThan(0);
    await maintained.close();
  }, 60_000);

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    writeFileSync(path.join(dir, 'shop.lock'), '999999');
    const database = await openPglite(dir);
    await database.ping();
    await database.close();
  }, 60_000);
});
