import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '~/db/client';
import { createLogger } from '../../logger';
import { MemoryMediaStore } from '../media/media-store';
import { BACKUP_EXTENSION, PARTIAL_MAX_AGE_MS, pruneBackups, type writeBackup } from './backup';
import { BACKUP_RETRY_MS, nextDailyRun, startBackupSchedule } from './backup-schedule';

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

describe('startBackupSchedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the schedule at 02:00 Manila with the given outcomes of each write, and answers when each ran. */
  async function runs(outcomes: (Error | null)[], advanceMs: number): Promise<number[]> {
    vi.useFakeTimers({ now: new Date('2026-11-22T17:59:00Z') });
    const started = Date.now();
    const times: number[] = [];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-schedule-'));
    const write = (async () => {
      times.push(Date.now() - started);
      const outcome = outcomes.shift() ?? null;
      if (outcome) throw outcome;
      return { file: path.join(dir, 'backup'), media: 0 };
    }) as unknown as typeof writeBackup;
    const stop = startBackupSchedule({
      database: {} as Database,
      media: new MemoryMediaStore(),
      logger: createLogger('silent'),
      schedule: 'daily 02:00',
      dir,
      keep: 3,
      options: {} as never,
      write,
    });
    await vi.advanceTimersByTimeAsync(advanceMs);
    await stop();
    return times;
  }

  it('tries again a minute after the database was away, until the backup is written', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const times = await runs([away, away, null], 60_000 + 3 * BACKUP_RETRY_MS);
    expect(times).toEqual([60_000, 60_000 + BACKUP_RETRY_MS, 60_000 + 2 * BACKUP_RETRY_MS]);
  });

  it('waits for the next day after any other failure', async () => {
    const times = await runs([new Error('disk full')], 60_000 + 3 * BACKUP_RETRY_MS);
    expect(times).toEqual([60_000]);
  });
});
