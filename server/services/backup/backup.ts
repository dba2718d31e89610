import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '~/db/client';
import { migrationsFolder } from '~/db/client';
import { deriveKey } from '../auth/secret-box';
import type { MediaStore } from '../media/media-store';

/**
 * A backup is one gzipped file of JSON lines: a header, every table's rows as PostgreSQL's own JSON of them
 * (row_to_json, read back with json_populate_recordset, so the file means the same on PGlite and PostgreSQL),
 * every media file, and a trailer with the row counts, a SHA-256 and an HMAC-SHA256 of all the lines before it.
 * A file that is cut short has no trailer; one that was damaged fails the checksum; one that was edited (even
 * with its checksum recomputed) fails the signature, which only the holder of the key can make. Each is refused
 * before anything is written. With encryption on, that gzipped file is sealed whole with AES-256-GCM.
 *
 * Format versions: 1 (no `format_version` in the header) had no signature; 2 signs, and may be encrypted.
 */
const BACKUP_FORMAT = 'catalogue-shop-backup';
const BACKUP_FORMAT_VERSION = 2;
export const BACKUP_EXTENSION = '.shopbackup.gz';
export const ENCRYPTED_BACKUP_EXTENSION = '.shopbackup.enc';
const BACKUP_EXTENSIONS = [BACKUP_EXTENSION, ENCRYPTED_BACKUP_EXTENSION];
/** An encrypted file: this line, then the 12-byte IV, the ciphertext and GCM's 16-byte tag. */
const ENCRYPTED_MAGIC = Buffer.from(`${BACKUP_FORMAT} aes-256-gcm v${BACKUP_FORMAT_VERSION}\n`);
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INSERT_BATCH = 500;

/**
 * Tables a backup leaves out: everyone signs in again, media files travel as files (see above), and the
 * catalogue version is the migration's own row, which the restore's writes raise like any other commit.
 */
const SKIPPED_TABLES = new Set([
  'refresh_tokens',
  'customer_sessions',
  'account_links',
  'media_files',
  'catalogue_state',
]);

/**
 * Tables a migration fills (the document series start at 1 with their prefixes): a new database has these rows,
 * so they do not make it "not empty", and a restore replaces them with the backup's (the next numbers matter).
 */
const SEEDED_TABLES = new Set(['document_series']);

export class BackupError extends Error {}

/** The two keys of backups, each derived from one secret through HKDF with its own label. */
export interface BackupKeys {
  signing: Buffer;
  encryption: Buffer;
}

/**
 * `secret` is BACKUP_KEY, else ENCRYPTION_KEY, else JWT_SECRET (server/env.ts): the labels keep these keys
 * apart from each other and from every other key made of the same secret.
 */
export function backupKeys(secret: string): BackupKeys {
  return {
    signing: deriveKey(secret, 'backup-signature'),
    encryption: deriveKey(secret, 'backup-encryption'),
  };
}

/** Raw queries: both drivers answer `{ rows }`. */
async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The schema version is the number of committed migrations: a later version knows every earlier one. */
function schemaVersion(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

interface Header {
  format: typeof BACKUP_FORMAT;
  /** Absent in version 1 files. */
  format_version?: number;
  schema_version: number;
  created_at: string;
  engine: Database['engine'];
}

type Line =
  | { header: Header }
  | { table: string; rows: string[] }
  | { media: string; data: string }
  | { trailer: { counts: Record<string, number>; media: number; sha256: string; hmac_sha256?: string } };

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

/** Lines are hashed and signed as written, so the trailer vouches for exactly the bytes before it. */
class LineWriter {
  private readonly hash = createHash('sha256');
  private readonly hmac: ReturnType<typeof createHmac>;
  readonly lines: string[] = [];

  constructor(signingKey: Buffer) {
    this.hmac = createHmac('sha256', signingKey);
  }

  add(line: Line): void {
    const text = `${JSON.stringify(line)}\n`;
    this.hash.update(text);
    this.hmac.update(text);
    this.lines.push(text);
  }

  /** The trailer: counts, checksum and signature of every line before it (it is not part of either). */
  end(counts: Record<string, number>, media: number): void {
    const trailer: Line = {
      trailer: { counts, media, sha256: this.hash.digest('hex'), hmac_sha256: this.hmac.digest('hex') },
    };
    this.lines.push(`${JSON.stringify(trailer)}\n`);
  }
}

/** A pipeline step that seals the gzipped stream: the magic line and IV, the ciphertext, then the tag. */
function sealing(key: Buffer) {
  return async function* (source: AsyncIterable<Buffer>) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(ENCRYPTED_MAGIC);
    yield Buffer.concat([ENCRYPTED_MAGIC, iv]);
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

function decrypt(key: Buffer, bytes: Buffer, file: string): Buffer {
  const body = bytes.subarray(ENCRYPTED_MAGIC.length);
  if (body.length < IV_BYTES + TAG_BYTES) {
    throw new BackupError(`${file} is not a complete backup: it was cut short.`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
  decipher.setAAD(ENCRYPTED_MAGIC);
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new BackupError(
      `${file} is encrypted and cannot be opened with this key: it was altered or cut short, or made with ` +
        'another key. Restore with the BACKUP_KEY (or ENCRYPTION_KEY, or JWT_SECRET) of the shop that made it.',
    );
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

export interface BackupOptions {
  keys: BackupKeys;
  /** BACKUP_ENCRYPT: seal the file with AES-256-GCM. */
  encrypt: boolean;
}

function backupName(now: Date, encrypted: boolean): string {
  const extension = encrypted ? ENCRYPTED_BACKUP_EXTENSION : BACKUP_EXTENSION;
  return `shop-${now.toISOString().replace(/[:.]/g, '-')}${extension}`;
}

/** Backups hold password hashes and customers' details: only the shop's own user may read them or list them. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

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
  options: BackupOptions,
): Promise<BackupResult> {
  const out = new LineWriter(options.keys.signing);
  const counts: Record<string, number> = {};
  out.add({
    header: {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
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

  // mkdir's mode only applies to a folder it creates (and the umask may narrow it): an existing one is tightened.
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
  const file = path.join(dir, backupName(now, options.encrypt));
  const temporary = `${file}.partial`;
  // The mode applies only to a file the stream creates: a leftover of the same name goes first.
  await rm(temporary, { force: true });
  const sink = createWriteStream(temporary, { mode: FILE_MODE });
  if (options.encrypt) {
    await pipeline(Readable.from(out.lines), createGzip(), sealing(options.keys.encryption), sink);
  } else {
    await pipeline(Readable.from(out.lines), createGzip(), sink);
  }
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
  const complete = names.filter((name) => BACKUP_EXTENSIONS.some((ext) => name.endsWith(ext))).sort();
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

export interface ReadOptions {
  keys: BackupKeys;
  /** `--insecure`: accept a file without a valid signature (an older backup, or one made with a lost key). */
  insecure?: boolean;
}

function signatureMatches(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads and checks a whole backup before anything is restored: format, completeness, checksum, signature,
 * schema. An encrypted file is opened first (GCM's tag refuses any change to it, whatever `insecure` says).
 */
export async function readBackup(file: string, options: ReadOptions): Promise<ParsedBackup> {
  const hash = createHash('sha256');
  const hmac = createHmac('sha256', options.keys.signing);
  const tables = new Map<string, string[]>();
  const media = new Map<string, Buffer>();
  let header: Header | null = null;
  let trailer: Extract<Line, { trailer: unknown }>['trailer'] | null = null;
  let lines: AsyncIterable<string>;
  try {
    const input = (await isEncrypted(file))
      ? Readable.from([decrypt(options.keys.encryption, await readFile(file), file)])
      : createReadStream(file);
    lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read (${(error as Error).message}).`);
  }
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
      hmac.update(`${text}\n`);
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
  if (!options.insecure) {
    if (!trailer.hmac_sha256 || (header.format_version ?? 1) < 2) {
      throw new BackupError(
        `${file} is not signed (an older shop made it, or its signature was removed), so nothing proves it was ` +
          'not altered. Restore it only if you know where it comes from: npm run restore -- FILE --insecure',
      );
    }
    if (!signatureMatches(trailer.hmac_sha256, hmac.digest('hex'))) {
      throw new BackupError(
        `${file} fails its signature: it was altered, or made with another key. Restore with the BACKUP_KEY ` +
          '(or ENCRYPTION_KEY, or JWT_SECRET) of the shop that made it; only if you trust the file, add --insecure.',
      );
    }
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
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
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

async function refuseNonEmpty(db: DbOrTx, order: string[]): Promise<void> {
  for (const table of order) {
    if (SKIPPED_TABLES.has(table) || SEEDED_TABLES.has(table)) continue;
    const [row] = await query<{ found: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoted(table)}) as found`),
    );
    if (row?.found) {
      throw new BackupError(
        `The target database is not empty (table ${table} has rows). Restore only into a new, empty database.`,
      );
    }
  }
}

/**
 * Loads a checked backup into an empty, migrated database: refuses one that holds any row, writes the media
 * files, then restores every table and the sequences in one transaction (all or nothing). Images come before
 * the commit, so an image that cannot be written leaves the database untouched; the files already written are
 * removed again when either step fails (nothing refers to them).
 */
export async function restoreBackup(
  database: Database,
  media: MediaStore,
  backup: ParsedBackup,
): Promise<RestoreResult> {
  const db = database.db;
  const counts: Record<string, number> = {};
  await refuseNonEmpty(db, await tablesInOrder(db));
  const written: string[] = [];
  try {
    for (const [name, data] of backup.media) {
      // Names are content hashes: a file already there holds these bytes, and it is not ours to remove if the
      // restore fails (another shop on a shared folder, or an earlier upload, may refer to it).
      const existing = await media.get(name);
      if (existing) {
        await existing.body.cancel();
        continue;
      }
      await media.put(name, data);
      written.push(name);
    }
    await db.transaction(async (tx) => {
      const order = await tablesInOrder(tx);
      // Again inside the transaction: a shop started meanwhile on this database must not be overwritten.
      await refuseNonEmpty(tx, order);
      for (const table of order) {
        const rows = backup.tables.get(table);
        if (!rows || SKIPPED_TABLES.has(table)) continue;
        if (SEEDED_TABLES.has(table)) await tx.execute(sql.raw(`delete from ${quoted(table)}`));
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
  } catch (error) {
    for (const name of written) await media.delete(name).catch(() => undefined);
    throw error;
  }
  return { counts, media: backup.media.size };
}
