import { openDatabase } from '~/db/client';
import { loadEnv } from '~/server/env';
import { BackupError, backupKeys, readBackup, restoreBackup } from '~/server/services/backup/backup';
import { createMediaStore } from '~/server/services/media/media-store';
import { CliError, runCli } from './cli';

/**
 * `npm run restore -- FILE [--insecure]`: loads a backup into an empty database, the embedded one (DATA_DIR) or
 * PostgreSQL (DATABASE_URL), which is also how a shop moves from one to the other. The file is checked whole
 * first, its signature included; `--insecure` accepts an unsigned file or one signed with another key.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const insecure = args.includes('--insecure');
  const files = args.filter((arg) => arg !== '--insecure');
  const file = files[0];
  if (!file || files.length > 1) throw new CliError('Usage: npm run restore -- FILE [--insecure]');
  const env = loadEnv();
  try {
    const backup = await readBackup(file, { keys: backupKeys(env.backupSecret), insecure });
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const result = await restoreBackup(database, createMediaStore(env, database.db), backup);
      const rows = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
      process.stdout.write(
        `Restored ${rows} rows and ${result.media} images into the ${database.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database. ` +
          'Everyone signs in again.\n',
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof BackupError) throw new CliError(error.message);
    throw error;
  }
}

runCli(main);
