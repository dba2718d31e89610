import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, migrateDatabase, openPglite } from './client';
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

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    writeFileSync(path.join(dir, 'shop.lock'), '999999');
    const database = await openPglite(dir);
    await database.ping();
    await database.close();
  }, 60_000);
});
