import { DataDirLockedError, openDatabase } from '~/db/client';
import { loadEnv } from '~/server/env';
import { backupKeys, pruneBackups, writeBackup } from '~/server/services/backup/backup';
import { createMediaStore } from '~/server/services/media/media-store';
import { CliError, runCli } from './cli';

/**
 * `npm run backup`: one signed file (encrypted with BACKUP_ENCRYPT) with every table and image, in BACKUP_DIR;
 * keeps the newest BACKUP_KEEP.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    (error: unknown) => {
      if (error instanceof DataDirLockedError) {
        throw new CliError(
          'The shop is running on the embedded database, which one process at a time may open. ' +
            'Let the running shop make its backups (BACKUP_SCHEDULE), or stop it and run npm run backup again.',
        );
      }
      throw error;
    },
  );
  try {
    const result = await writeBackup(
      database,
      createMediaStore(env, database.db),
      env.backupDir,
      new Date(),
      {
        keys: backupKeys(env.backupSecret),
        encrypt: env.BACKUP_ENCRYPT,
      },
    );
    await pruneBackups(env.backupDir, env.BACKUP_KEEP);
    const rows = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`Backup written: ${result.file} (${rows} rows, ${result.media} images).\n`);
  } finally {
    await database.close();
  }
}

runCli(main);
