import { openDatabase } from '~/db/client';
import { seedDemoCatalogue } from '~/server/demo/seed';
import { loadEnv } from '~/server/env';
import { createMediaStore } from '~/server/services/media/media-store';
import { runCli } from './cli';

/** `npm run seed`: fills an empty catalogue with the demo data; a catalogue with anything in it is left alone. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const started = performance.now();
    const result = await seedDemoCatalogue(database.db, createMediaStore(env, database.db));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      result.products === 0 && result.categories === 0
        ? 'The catalogue already has categories or products; nothing was seeded.\n'
        : `Seeded ${result.categories} categories and ${result.products} products in ${seconds} s.\n`,
    );
  } finally {
    await database.close();
  }
}

runCli(main);
