import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '~/db/client';
import { BACKUP_EXTENSION, backupKeys } from '~/server/services/backup/backup';
import { freePort, startServer, waitFor } from './processes';

const ADMIN_PASSWORD = 'Backup-Admin-Passw0rd';
const root = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
const source = path.join(root, 'source');
const backupDir = path.join(root, 'backups');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** One key for the shop that backs up and the one that restores, as an operator moving a shop sets. */
const BACKUP_KEY = 'process-test-backup-key-of-40-characters';

/** Runs one of the npm scripts' entry points as its own process, as an operator would. */
function script(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'error', BACKUP_DIR: backupDir, BACKUP_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Per table: its row count and a SHA-256 of its rows as PostgreSQL's JSON, in a stable order. */
async function digests(database: Database): Promise<Record<string, { rows: number; sha256: string }>> {
  const tables = (
    (await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const result: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables) {
    if (table === 'refresh_tokens' || table === 'media_files' || table === 'catalogue_state') continue;
    const rows = (
      (await database.db.execute(
        sql.raw(`select row_to_json(t)::text as row from "${table}" t order by 1`),
      )) as unknown as { rows: { row: string }[] }
    ).rows.map((row) => row.row);
    result[table] = { rows: rows.length, sha256: createHash('sha256').update(rows.join('\n')).digest('hex') };
  }
  return result;
}

async function pgliteDigests(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    return await digests(database);
  } finally {
    await database.close();
  }
}

let backupFile: string;
let expected: Record<string, { rows: number; sha256: string }>;

beforeAll(async () => {
  // A real shop: the server's first start (administrator, settings, demo catalogue with images), a sign-in
  // (a refresh token, which a restore drops) and an inquiry, then a clean stop.
  const port = await freePort();
  const shop = startServer({ PORT: String(port), DATA_DIR: source, SEED: 'demo', ADMIN_PASSWORD });
  await waitFor(shop, /server\.started/, 120_000);
  const login = await fetch(`http://127.0.0.1:${port}/api/user/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const inquiry = await fetch(`http://127.0.0.1:${port}/api/inquiries/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Maria Santos',
      phone: '+63 917 555 0101',
      company: 'Santos Trading',
      email: 'maria@example.ph',
      purpose: 'Product Inquiry',
      message: 'Is the HP LaserJet in stock?',
    }),
  });
  expect(inquiry.status).toBe(201);
  shop.child.kill('SIGTERM');
  expect(await shop.exited).toBe(0);

  const made = await script('backup', { DATA_DIR: source });
  expect(made.code, made.output).toBe(0);
  const files = readdirSync(backupDir).filter((name) => name.endsWith(BACKUP_EXTENSION));
  expect(files).toHaveLength(1);
  backupFile = path.join(backupDir, files[0]!);
  expected = await pgliteDigests(source);
  expect(expected.products!.rows).toBeGreaterThan(50);
  expect(expected.inquiries!.rows).toBe(1);
}, 240_000);

describe('backup and restore', () => {
  it('round trip into a new embedded database: every table equal, images served, sign-in again', async () => {
    const target = path.join(root, 'restored-pglite');
    const restored = await script('restore', { DATA_DIR: target }, [backupFile]);
    expect(restored.code, restored.output).toBe(0);
    expect(await pgliteDigests(target)).toEqual(expected);

    const check = await openPglite(target);
    const tokens = (await check.db.execute(
      sql`select count(*)::int as n from refresh_tokens`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(tokens.rows[0]!.n).toBe(0);
    await check.close();

    const port = await freePort();
    const shop = startServer({ PORT: String(port), DATA_DIR: target, SEED: 'demo' });
    await waitFor(shop, /server\.started/, 120_000);
    expect(shop.output()).not.toContain('Password:');
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products/?page_size=5`)).json()) as {
      results: { image: string | null }[];
    };
    const image = products.results.find((product) => product.image)!.image!;
    const served = await fetch(`http://127.0.0.1:${port}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // New rows continue after the restored ids (sequences), and the administrator signs in with the old password.
    const login = await fetch(`http://127.0.0.1:${port}/api/user/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);

    const again = await script('restore', { DATA_DIR: target }, [backupFile]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty');
  });

  it.skipIf(!postgresUrl)('round trip into PostgreSQL: the way from the embedded database', async () => {
    const name = `shop_test_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    try {
      const restored = await script(
        'restore',
        { DATABASE_URL: url.href, DATA_DIR: path.join(root, 'pg-media') },
        [backupFile],
      );
      expect(restored.code, restored.output).toBe(0);
      const database = await openPostgres(url.href, { max: 2 });
      try {
        expect(await digests(database)).toEqual(expected);
        // The next product gets the id after the highest restored one.
        const next = (await database.db.execute(
          sql`select nextval('products_id_seq')::int as id, (select max(id) from products)::int as top`,
        )) as unknown as { rows: { id: number; top: number }[] };
        expect(next.rows[0]!.id).toBe(next.rows[0]!.top + 1);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('refuses a truncated, an altered and a newer-schema file, touching nothing', async () => {
    const bytes = readFileSync(backupFile);
    const lines = gunzipSync(bytes).toString('utf8').split('\n').filter(Boolean);

    const truncated = path.join(root, 'truncated.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const altered = path.join(root, 'altered.gz');
    writeFileSync(
      altered,
      gzipSync(lines.map((line) => line.replace('Maria Santos', 'Mario Santos')).join('\n') + '\n'),
    );
    const cut = path.join(root, 'cut.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n') + '\n'));
    /** The lines with a recomputed checksum, signed with `signingKey` (the shop's, or an attacker's guess). */
    const resealed = (name: string, body: string[], signingKey: Buffer | null) => {
      const text = body.map((line) => `${line}\n`).join('');
      const trailer = JSON.parse(lines[lines.length - 1]!) as {
        trailer: { sha256: string; hmac_sha256?: string };
      };
      trailer.trailer.sha256 = createHash('sha256').update(text).digest('hex');
      if (signingKey)
        trailer.trailer.hmac_sha256 = createHmac('sha256', signingKey).update(text).digest('hex');
      else delete trailer.trailer.hmac_sha256;
      const file = path.join(root, name);
      writeFileSync(file, gzipSync(`${text}${JSON.stringify(trailer)}\n`));
      return file;
    };
    // A newer schema, correctly signed: only the version makes it unacceptable.
    const newerBody = lines.slice(0, -1).map((line, index) => {
      if (index !== 0) return line;
      const header = JSON.parse(line) as { header: { schema_version: number } };
      header.header.schema_version = 9999;
      return JSON.stringify(header);
    });
    const newer = resealed('newer.gz', newerBody, backupKeys(BACKUP_KEY).signing);
    // An attacker's edit with the checksum recomputed, signed with a key he guessed.
    const editedBody = lines.slice(0, -1).map((line) => line.replace('Maria Santos', 'Mario Santos'));
    const edited = resealed('edited.gz', editedBody, backupKeys('a'.repeat(32)).signing);
    const unsigned = resealed('unsigned.gz', editedBody, null);

    const cases: [string, string][] = [
      [truncated, 'is not a complete backup'],
      [cut, 'was cut short'],
      [altered, 'fails its checksum'],
      [edited, 'fails its signature'],
      [unsigned, 'is not signed'],
      [newer, 'comes from a newer version of the shop'],
    ];
    for (const [file, message] of cases) {
      const target = path.join(root, `refused-${path.basename(file)}`);
      const result = await script('restore', { DATA_DIR: target }, [file]);
      expect(result.code, file).toBe(1);
      expect(result.output).toContain(message);
      // Refused before the target was even opened.
      expect(existsSync(target)).toBe(false);
    }

    // The owner who knows where an unsigned file comes from can still restore it.
    const trusted = path.join(root, 'trusted-unsigned');
    const insecure = await script('restore', { DATA_DIR: trusted }, [unsigned, '--insecure']);
    expect(insecure.code, insecure.output).toBe(0);
    expect(insecure.output).toContain('Restored');
  });

  it('kill -9 during a backup leaves no file a restore accepts', async () => {
    const dir = path.join(root, 'killed');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      env: { ...process.env, DATA_DIR: source, BACKUP_DIR: dir, BACKUP_KEY, LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed as soon as it starts writing, or at the latest when its file would appear.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(existsSync(dir) && readdirSync(dir).length > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    await exited;
    const left = existsSync(dir) ? readdirSync(dir) : [];
    for (const name of left) {
      const target = path.join(root, `after-kill-${name}`);
      const result = await script('restore', { DATA_DIR: target }, [path.join(dir, name)]);
      // A complete file (the kill came after the rename) restores; anything else is refused.
      if (name.endsWith(BACKUP_EXTENSION)) expect(result.code, result.output).toBe(0);
      else expect(result.code).toBe(1);
    }
    expect(left.every((name) => name.endsWith('.partial') || name.endsWith(BACKUP_EXTENSION))).toBe(true);
  });
});
