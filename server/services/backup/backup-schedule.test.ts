import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKUP_EXTENSION, PARTIAL_MAX_AGE_MS, pruneBackups } from './backup';
import { nextDailyRun } from './backup-schedule';

describe('nextDailyRun', () => {
  it('reads the time as Manila time (UTC+8)', () => {
    // 2026-11-22 10:00 in Manila is 02:00 UTC; 02:00 Manila is 18:00 UTC the day before.
    expect(nextDailyRun('daily 02:00', new Date('2026-11-22T02:00:00Z')).toISOString()).toBe(
      '2026-11-22T18:00:00.000Z',
    );
  });

  it('is later the same Manila day when that time has not come yet', () => {
    expect(nextDailyRun('daily 23:30', new Date('2026-11-22T02:00:00Z')).toISOString()).toBe(
      '2026-11-22T15:30:00.000Z',
    );
  });

  it('is a day later when the time is exactly now', () => {
    expect(nextDailyRun('daily 02:00', new Date('2026-11-22T18:00:00Z')).toISOString()).toBe(
      '2026-11-23T18:00:00.000Z',
    );
  });
});

describe('pruneBackups', () => {
  it('keeps the newest complete backups and removes older ones and interrupted leftovers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-prune-'));
    const names = ['01', '02', '03', '04'].map(
      (day) => `shop-2026-11-${day}T18-00-00-000Z${BACKUP_EXTENSION}`,
    );
    for (const name of [...names, `shop-2026-11-05T18-00-00-000Z${BACKUP_EXTENSION}.partial`, 'notes.txt']) {
      writeFileSync(path.join(dir, name), '');
    }
    // The leftover is an hour old: no backup still running writes that long.
    await pruneBackups(dir, 2, Date.now() + PARTIAL_MAX_AGE_MS + 1);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', names[2], names[3]]);
  });
});
