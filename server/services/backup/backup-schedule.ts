import type { Database } from '~/db/client';
import type { Logger } from '../../logger';
import { pruneBackups, writeBackup, type BackupOptions } from './backup';
import type { MediaStore } from '../media/media-store';
import { databaseUnavailable } from '../shared/db-errors';

/** Manila keeps UTC+8 all year (no daylight saving), so the schedule needs no time-zone database. */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The next moment after `now` that `daily HH:MM` (Manila time) names. */
export function nextDailyRun(schedule: string, now: Date): Date {
  const match = /^daily (\d{2}):(\d{2})$/.exec(schedule);
  if (!match) throw new Error(`Not a schedule: ${schedule}`);
  const manila = new Date(now.getTime() + MANILA_OFFSET_MS);
  const candidate = Date.UTC(
    manila.getUTCFullYear(),
    manila.getUTCMonth(),
    manila.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
  );
  const run = candidate - MANILA_OFFSET_MS;
  return new Date(run > now.getTime() ? run : run + 24 * 60 * 60 * 1000);
}

/**
 * A scheduled backup that failed because the database was away is tried again this soon, until it is written
 * or the next day's run comes: a restart or failover at the scheduled minute must not cost a day's backup.
 */
export const BACKUP_RETRY_MS = 60_000;

export interface BackupScheduleDeps {
  database: Database;
  media: MediaStore;
  logger: Logger;
  schedule: string;
  dir: string;
  keep: number;
  options: BackupOptions;
  /** Writes one backup (tests replace it). */
  write?: typeof writeBackup;
}

/** Makes a backup at the scheduled time each day and keeps the newest `keep`. Returns stop (waits for a run). */
export function startBackupSchedule(deps: BackupScheduleDeps): () => Promise<void> {
  const write = deps.write ?? writeBackup;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const plan = (retryInMs: number | null) => {
    if (stopped) return;
    const daily = nextDailyRun(deps.schedule, new Date()).getTime() - Date.now();
    timer = setTimeout(run, retryInMs === null ? daily : Math.min(retryInMs, daily));
    timer.unref();
  };
  const run = () => {
    running = (async () => {
      try {
        const result = await write(deps.database, deps.media, deps.dir, new Date(), deps.options);
        const removed = await pruneBackups(deps.dir, deps.keep);
        deps.logger.info('backup.written', {
          file: result.file,
          media: result.media,
          removed: removed.length,
        });
        return null;
      } catch (error) {
        const retry = databaseUnavailable(error);
        deps.logger.error('backup.failed', {
          error: error instanceof Error ? error.message : String(error),
          ...(retry ? { retry_in_seconds: BACKUP_RETRY_MS / 1000 } : {}),
        });
        return retry ? BACKUP_RETRY_MS : null;
      }
    })().then((retryInMs) => {
      running = null;
      plan(retryInMs);
    });
  };
  plan(null);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
