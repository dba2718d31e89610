import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'shop_test_template';

/**
 * Migrating a database takes seconds; copying a migrated one takes a fraction of that. So the migrations run
 * once here and every test file starts from a copy: a PGlite data-dir dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const pglite = await openPglite(undefined);
  await migrateDatabase(pglite);
  const dump = await pglite.dump!();
  await pglite.close();
  const templateFile = path.join(dir, 'template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const url = process.env.TEST_DATABASE_URL;
  if (url && project.name.includes('postgres')) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, POSTGRES_TEMPLATE), 1);
    await migrateDatabase(template);
    await template.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
