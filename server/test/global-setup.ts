import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '~/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * TEST_DB_TEMPLATE names the template database, so two checkouts testing against one PostgreSQL server do not
 * drop each other's template mid-run. It goes into SQL unquoted, hence the identifier check.
 */
export function postgresTemplateName(raw = process.env.TEST_DB_TEMPLATE): string {
  const name = raw?.trim() || 'shop_test_template';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`TEST_DB_TEMPLATE must be a lower-case SQL identifier, got ${JSON.stringify(raw)}.`);
  }
  return name;
}

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
    const templateName = postgresTemplateName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const template = await openPostgres(withDatabase(url, templateName), { max: 1 });
    await migrateDatabase(template);
    await template.close();
    project.provide('postgresTemplate', templateName);
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
