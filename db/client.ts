import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Socket } from 'node:net';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient, Pool as PgPool, PoolClient as PgPoolClient } from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

type Schema = typeof schema;
/** Both engines share this type: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other app node on the same database runs its own: start-up steps (migrations, the
   * first administrator, the demo catalogue) would otherwise race when several nodes start at once. PGlite
   * has one process per data directory, so there it simply runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates, backups). */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {}

/**
 * PGlite does not stop a second process opening the same directory, and two writers lose committed rows;
 * a lock file holding our pid turns that into a clear refusal. A lock left by a dead process is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another shop process (pid ${holder}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite runs PostgreSQL inside this process, so its buffers are the server's own memory. PostgreSQL's
 * default 128 MB of shared buffers were all resident from the start (214 MB to open the database against
 * 110 MB with 16 MB), and 8 MB held another 13–15 MB less once the start-up's VACUUM had run. The pages they
 * would hold stay in the operating system's file cache instead, and the catalogue and page caches answer most
 * public reads without a query.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=8MB'];

/**
 * A new data directory is made by PGlite's initdb, a second WebAssembly PostgreSQL whose memory stayed in the
 * process after it finished: the first start of the shop held 390 MB against 300 MB after a restart. A
 * short-lived child process runs it instead; this process then opens the directory as on any restart.
 */
function createPgliteDataDir(dir: string): void {
  runPgliteChild(dir, 'Creating', '');
}

/**
 * PGlite has no autovacuum: without statistics its planner guessed badly on a large catalogue (a typo search
 * took 1.8 s instead of 85 ms at 50,000 products), and bulk writes left every row's dead copy. A server start
 * therefore runs VACUUM ANALYZE, in a short-lived child like initdb: ANALYZE samples 30,000 rows of the
 * products table into PostgreSQL's memory, which then stayed with the server (70 MB at 50,000 products).
 * The statistics it writes are in the data directory, where the server reads them.
 */
function maintainPgliteDataDir(dir: string): void {
  runPgliteChild(dir, 'Maintaining', 'await db.exec("vacuum analyze");');
}

function runPgliteChild(dir: string, doing: string, work: string): void {
  const script = `import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    const db = await PGlite.create({ dataDir: process.argv[1], extensions: { pg_trgm } });
    ${work}
    await db.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script, dir], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`${doing} the database in ${dir} failed (exit code ${result.status}).`);
}

export interface PgliteOptions {
  /** Vacuum and analyze an existing data directory before opening it (the server's start). */
  maintain?: boolean;
}

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  options: PgliteOptions = {},
): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    if (dataDir) {
      const dir = path.join(dataDir, 'pglite');
      if (!existsSync(path.join(dir, 'PG_VERSION'))) createPgliteDataDir(dir);
      else if (options.maintain) maintainPgliteDataDir(dir);
    }
    const client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      extensions: { pg_trgm },
      loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        if (!client.closed) await client.close();
        unlock();
      },
      dump: async () => client.dumpDataDir('gzip'),
      exclusive: (work) => work(),
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** How long a new connection to PostgreSQL may take before the request that needed it gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection in use that has heard nothing from the server for its statement timeout and this much more has
 * stalled (a network partition, a frozen server): the server would have cancelled any statement by then and
 * said so.
 */
const STALL_MARGIN_MS = 2_000;

/** An arbitrary constant naming the shop's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_340_221;

export interface PostgresOptions {
  /** Pool size. */
  max?: number;
  /**
   * The longest any statement of the pool may run; past it PostgreSQL cancels it and the request gets a 503.
   * A connection silent for longer has stalled and is cut, so no request waits on a database that went quiet.
   * Unset (scripts, tests), statements run as long as they need.
   */
  statementTimeoutMs?: number;
}

/**
 * Cuts a checked-out connection that has been silent past `stallMs`: pg's own query timeout would fail the
 * query but keep the connection, and the transaction's ROLLBACK (and the next request given that client) would
 * queue behind the stalled statement and wait as long again. Destroying the socket fails everything on it at
 * once, and the pool replaces it.
 */
function cutWhenStalled(pool: PgPool, stallMs: number): void {
  const inUse = new WeakSet<PgPoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    socket.setTimeout(stallMs, () => {
      if (inUse.has(client)) socket.destroy(new Error('Query read timeout: the database stopped answering.'));
    });
  });
}

/**
 * The PostgreSQL driver is imported when a PostgreSQL database is opened: a shop on the embedded database
 * never pays its memory (about 14 MB resident).
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const { statementTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A database that does not answer a connection at all (a stalled network) fails the request as a 503 after
    // this long, instead of holding it until the operating system gives up.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction) has no listener of the pool's: when the server restarts
  // under it, its 'error' event would be unhandled and end the process. The statement it was running fails on
  // its own with "Connection terminated", which the one error handler answers as a 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (statementTimeoutMs) cutWhenStalled(pool, statementTimeoutMs + STALL_MARGIN_MS);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  /**
   * The start-up lock and the migrations run on a connection of their own, without the pool's timeouts: a
   * migration may rewrite a large table, and waiting for another node's start-up is not a stalled request.
   */
  const ownConnection = async <T>(work: (client: PgClient) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  // pg refuses a second end(); PGlite's close() above tolerates it, and shutdown paths may close twice.
  let closing: Promise<void> | null = null;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => (closing ??= pool.end()),
    exclusive: (work) =>
      ownConnection(async (holder) => {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      }),
    migrate: () =>
      ownConnection(async (client) => {
        const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      }),
  };
}

/** Brings the schema up to date; call it under `exclusive` so nodes starting together take turns. */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}

const singletonKey = Symbol.for('catalogue-shop.database');
type GlobalWithDb = typeof globalThis & { [singletonKey]?: Promise<Database> };

/**
 * One database per process: Vite's SSR module graph and the server can load this module twice, and a second
 * PGlite instance on the same directory would corrupt it.
 */
export function openDatabase(
  options: { databaseUrl?: string; dataDir: string } & PgliteOptions &
    Pick<PostgresOptions, 'statementTimeoutMs'>,
): Promise<Database> {
  const holder = globalThis as GlobalWithDb;
  holder[singletonKey] ??= (async () => {
    const database = options.databaseUrl
      ? await openPostgres(options.databaseUrl, { statementTimeoutMs: options.statementTimeoutMs })
      : await openPglite(options.dataDir, undefined, { maintain: options.maintain });
    await database.exclusive(() => migrateDatabase(database));
    return database;
  })();
  return holder[singletonKey];
}
