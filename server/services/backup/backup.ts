import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '~/db/client';
import { migrationsFolder } from '~/db/client';
import type { MediaStore } from '../media/media-store';

/**
 * A backup is one gzipped file of JSON lines: a header, every table's rows as PostgreSQL's own JSON of them
 * (row_to_json, read back with json_populate_recordset, so the file means the same on PGlite and PostgreSQL),
 * every media file, and a trailer with the row counts and a SHA-256 of all the lines before it. A file that is
 * cut short has no trailer; one that was altered fails the checksum. Either is refused before anything is written.
 */
export const BACKUP_FORMAT = 'catalogue-shop-backup';
export const BACKUP_EXTENSION = '.shopbackup.gz';
const INSERT_BATCH = 500;

/**
 * Tables a backup leaves out: everyone signs in again, media files travel as files (see above), and the
 * catalogue version is the migration's own row, which the restore's writes raise like any other commit.
 */
const SKIPPED_TABLES = new Set(['refresh_tokens', 'media_files', 'catalogue_state']);

export class BackupError extends Error {}

/** Raw queries: both drivers answer `{ rows }`. */
async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The schema version is the number of committed migrations: a later version knows every earlier one. */
export function schemaVersion(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

interface Header {
  format: typeof BACKUP_FORMAT;
  schema_version: number;
  created_at: string;
  engine: Database['engine'];
}

type Line =
  | { header: Header }
  | { table: string; rows: string[] }
  | { media: string; data: string }
  | { trailer: { counts: Record<string, number>; media: number; sha256: string } };

/** The shop's tables in the public schema, parents before children (foreign keys), then by name. */
async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter(
      (table) => !edges.some((edge) => edge.child === table && remaining.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error('Foreign keys form a cycle: cannot order the tables.');
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Each row as PostgreSQL's JSON text, in primary-key order so two backups of the same data are identical. */
async function tableRows(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await query<{ row: string }>(
    db,
    sql.raw(`select row_to_json(t)::text as row from ${quoted(table)} t order by 1`),
  );
  return rows.map((row) => row.row);
}

/** Lines are hashed as written, so the trailer vouches for exactly the bytes before it. */
class LineWriter {
  private readonly hash = createHash('sha256');
  readonly lines: string[] = [];

  add(line: Line): void {
    const text = `${JSON.stringify(line)}\n`;
    this.hash.update(text);
    this.lines.push(text);
  }

  /** The trailer: counts and the checksum of every line before it (it is not part of its own checksum). */
  end(counts: Record<string, number>, media: number): void {
    const trailer: Line = { trailer: { counts, media, sha256: this.hash.digest('hex') } };
    this.lines.push(`${JSON.stringify(trailer)}\n`);
  }
}

async function readMedia(media: MediaStore, name: string): Promise<Buffer | null> {
  const file = await media.get(name);
  if (!file) return null;
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

export interface BackupResult {
  file: string;
  counts: Record<string, number>;
  media: number;
}

function backupName(now: Date): string {
  return `shop-${now.toISOString().replace(/[:.]/g, '-')}${BACKUP_EXTENSION}`;
}

/**
 * Writes a consistent backup: every table is read in one repeatable-read, read-only transaction (on PGlite,
 * one connection makes any transaction a snapshot). The file is written under a temporary name and renamed
 * when complete, so a crash leaves no file with the backup name, and the temporary one has no trailer.
 */
export async function writeBackup(
  database: Database,
  media: MediaStore,
  dir: string,
  now: Date,
): Promise<BackupResult> {
  const out = new LineWriter();
  const counts: Record<string, number> = {};
  out.add({
    header: {
      format: BACKUP_FORMAT,
      schema_version: schemaVersion(),
      created_at: now.toISOString(),
      engine: database.engine,
    },
  });
  await database.db.transaction(
    async (tx) => {
      for (const table of await tablesInOrder(tx)) {
        if (SKIPPED_TABLES.has(table)) continue;
        const rows = await tableRows(tx, table);
        counts[table] = rows.length;
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          out.add({ table, rows: rows.slice(start, start + INSERT_BATCH) });
        }
        if (rows.length === 0) out.add({ table, rows: [] });
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let mediaCount = 0;
  for (const name of await media.list()) {
    const data = await readMedia(media, name);
    if (!data) continue;
    out.add({ media: name, data: data.toString('base64') });
    mediaCount += 1;
  }
  out.end(counts, mediaCount);

  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupName(now));
  const temporary = `${file}.partial`;
  await pipeline(Readable.from(out.lines), createGzip(), createWriteStream(temporary));
  const handle = await open(temporary, 'r');
  await handle.sync();
  await handle.close();
  await rename(temporary, file);
  return { file, counts, media: mediaCount };
}

/** A temporary file this old belongs to an interrupted run, not to one still writing. */
export const PARTIAL_MAX_AGE_MS = 60 * 60 * 1000;

/** Keeps the newest `keep` backups in `dir`, deleting older ones and leftovers of interrupted runs. */
export async function pruneBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.startsWith('shop-'));
  const complete = names.filter((name) => name.endsWith(BACKUP_EXTENSION)).sort();
  const abandoned: string[] = [];
  for (const name of names.filter((candidate) => candidate.endsWith('.partial'))) {
    if (now - (await stat(path.join(dir, name))).mtimeMs > PARTIAL_MAX_AGE_MS) abandoned.push(name);
  }
  const removed = [...complete.slice(0, Math.max(complete.length - keep, 0)), ...abandoned];
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

interface ParsedBackup {
  header: Header;
  tables: Map<string, string[]>;
  media: Map<string, Buffer>;
}

/** Reads and checks a whole backup before anything is restored: format, completeness, checksum, schema. */
export async function readBackup(file: string): Promise<ParsedBackup> {
  const hash = createHash('sha256');
  const tables = new Map<string, string[]>();
  const media = new Map<string, Buffer>();
  let header: Header | null = null;
  let trailer: Extract<Line, { trailer: unknown }>['trailer'] | null = null;
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      if (trailer) throw new BackupError(`${file} has data after its end: it was altered.`);
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        throw new BackupError(`${file} is damaged (a line is not readable).`);
      }
      if ('trailer' in line) {
        trailer = line.trailer;
        continue;
      }
      hash.update(`${text}\n`);
      if ('header' in line) header = line.header;
      else if ('table' in line) tables.set(line.table, [...(tables.get(line.table) ?? []), ...line.rows]);
      else if ('media' in line) media.set(line.media, Buffer.from(line.data, 'base64'));
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a complete backup (${(error as Error).message}).`);
  }
  if (!header || header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a shop backup.`);
  if (!trailer) throw new BackupError(`${file} is not a complete backup: it was cut short.`);
  if (trailer.sha256 !== hash.digest('hex')) {
    throw new BackupError(`${file} fails its checksum: it was altered or damaged.`);
  }
  if (header.schema_version > schemaVersion()) {
    throw new BackupError(
      `${file} comes from a newer version of the shop (schema ${header.schema_version}, this one has ` +
        `${schemaVersion()}). Update the shop first, then restore.`,
    );
  }
  return { header, tables, media };
}

async function columnsOf(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Serial columns continue after the highest restored id, so new rows never collide with restored ones. */
async function resetSequences(db: DbOrTx): Promise<void> {
  const serials = await query<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'),
           coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
  }
}

export interface RestoreResult {
  counts: Record<string, number>;
  media: number;
}

/**
 * Loads a checked backup into an empty, migrated database: refuses one that holds any row, restores every
 * table in one transaction (all or nothing), then the media files, then the sequences.
 */
export async function restoreBackup(
  database: Database,
  media: MediaStore,
  backup: ParsedBackup,
): Promise<RestoreResult> {
  const db = database.db;
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const order = await tablesInOrder(tx);
    for (const table of order) {
      if (SKIPPED_TABLES.has(table)) continue;
      const [row] = await query<{ found: boolean }>(
        tx,
        sql.raw(`select exists (select 1 from ${quoted(table)}) as found`),
      );
      if (row?.found) {
        throw new BackupError(
          `The target database is not empty (table ${table} has rows). Restore only into a new, empty database.`,
        );
      }
    }
    for (const table of order) {
      const rows = backup.tables.get(table);
      if (!rows || SKIPPED_TABLES.has(table)) continue;
      // Columns the backup has and this schema has: a column added since gets its default.
      const present = rows.length > 0 ? Object.keys(JSON.parse(rows[0]!) as object) : [];
      const columns = (await columnsOf(tx, table)).filter((column) => present.includes(column));
      const list = columns.map(quoted).join(', ');
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = `[${rows.slice(start, start + INSERT_BATCH).join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.raw(quoted(table))} (${sql.raw(list)})
              select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${batch}::json)`,
        );
      }
      counts[table] = rows.length;
    }
    await resetSequences(tx);
  });
  for (const [name, data] of backup.media) await media.put(name, data);
  return { counts, media: backup.media.size };
}
