import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '~/db/client';
import { catalogueState } from '~/db/schema';
import { preparedRead } from '../shared/prepared-read';
import { processState } from '../shared/process-state';

/**
 * Read-through cache of catalogue reads (category list and counts, facets, pages of products), keyed by the
 * catalogue version. Triggers raise that version in the same transaction as every write to products,
 * categories or product images (migration 0004), so the new version becomes visible together with the new
 * rows: a read that sees the new version can only compute and store values from the new rows, and a cache
 * entry of an older version is never asked for again. That holds on every app node sharing the database,
 * with one small read of the version per request.
 */

/**
 * A page of twelve products is about 20–30 KB of objects: 500 entries stay near 15 MB even when a crawler
 * walks every page of the catalogue, while the pages a sale sends visitors to stay in.
 */
const MAX_ENTRIES = 500;

interface Cache {
  entries: LRUCache<string, Promise<unknown>>;
  /** The newest version seen; entries of older versions are dropped when a newer one shows up. */
  newestVersion: number;
}

interface Pinned {
  db: DbOrTx;
  version?: Promise<number>;
}

interface VersionReads {
  running: Promise<number> | null;
  next: Promise<number> | null;
}

/** The version as PGlite last told it (see knownVersionOf). */
interface KnownVersion {
  /** Null until read, and again once a notice says a commit raised it. */
  value: number | null;
  /** Notices heard so far: a read that started before one may hold the old version, and is not kept. */
  notices: number;
  /** Whether the LISTEN is in place: before that a notice could be missed, so nothing is kept. */
  listening: boolean;
}

interface SharedState {
  /** One cache per database handle: tests open many databases in one process, each with its own versions. */
  caches: WeakMap<object, Cache>;
  /** A public read request's version, read once and shared by its loaders (see server/http/public-cache.ts). */
  pinned: AsyncLocalStorage<Pinned>;
  versionReads: WeakMap<object, VersionReads>;
  knownVersions: WeakMap<object, KnownVersion>;
}

/**
 * One per process: with state of their own, the page bundle's copy of this module read the version again
 * instead of the one its request pinned (six more round trips for a product page), and kept a second cache.
 */
const state = processState<SharedState>('catalogue-cache', () => ({
  caches: new WeakMap(),
  pinned: new AsyncLocalStorage(),
  versionReads: new WeakMap(),
  knownVersions: new WeakMap(),
}));

const { caches, pinned, versionReads, knownVersions } = state;

/** Migration 0015: every transaction that raises the version sends one notice here. */
const VERSION_CHANNEL = 'catalogue_version';

/**
 * PGlite is PostgreSQL inside this process, and only this process writes to it. It delivers a transaction's
 * notices before the statement that committed returns, so a version kept in memory and forgotten on each
 * notice is exactly what a read would give: a public request there reads nothing from the database once its
 * answer is kept. PostgreSQL's notices reach a listening connection some time after the commit, while
 * another node may already have answered a request that came after it with the old version: on PostgreSQL
 * every request reads the version (null here).
 */
function knownVersionOf(db: object): KnownVersion | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let known = knownVersions.get(db);
  if (!known) {
    const created: KnownVersion = { value: null, notices: 0, listening: false };
    knownVersions.set(db, created);
    client
      .listen(VERSION_CHANNEL, () => {
        created.notices++;
        created.value = null;
      })
      .then(
        () => (created.listening = true),
        // A database closing as it opens: it is read every time, as PostgreSQL is.
        () => undefined,
      );
    known = created;
  }
  return known.listening ? known : null;
}

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new LRUCache({ max: MAX_ENTRIES }), newestVersion: 0 };
    caches.set(db, cache);
  }
  return cache;
}

const versionRead = preparedRead('catalogue_version', (db) =>
  db.select({ version: catalogueState.version }).from(catalogueState),
);

async function queryVersion(db: DbOrTx): Promise<number> {
  const rows = await versionRead(db);
  return Number(rows[0]?.version ?? 0);
}

/**
 * The version as of a moment after the caller asked. A read already running may have taken its snapshot before
 * a commit the caller must see, so callers that arrive while one runs share the next read, which starts as
 * soon as it ends: under load that is one read per round trip for any number of requests instead of one each,
 * and a change is still seen by every request that arrives after its commit. A transaction reads its own.
 */
export function readCatalogueVersion(db: DbOrTx): Promise<number> {
  if (db instanceof PgTransaction) return queryVersion(db);
  const known = knownVersionOf(db);
  if (known?.value != null) return Promise.resolve(known.value);
  let reads = versionReads.get(db);
  if (!reads) {
    reads = { running: null, next: null };
    versionReads.set(db, reads);
  }
  const shared = reads;
  const start = (): Promise<number> => {
    const noticesBefore = known?.notices;
    const read = queryVersion(db)
      .then((version) => {
        if (known && known.notices === noticesBefore) known.value = version;
        return version;
      })
      .finally(() => {
        if (shared.running === read) shared.running = null;
      });
    shared.running = read;
    return read;
  };
  if (!shared.running) return start();
  shared.next ??= shared.running
    .catch(() => undefined)
    .then(() => {
      shared.next = null;
      return start();
    });
  return shared.next;
}

/**
 * Runs a read-only request with one version read for all of it, done when first needed. Only for requests
 * that write nothing: a write inside would raise the version after it was pinned and read its own old data.
 */
export function withPinnedVersion<T>(db: DbOrTx, work: () => T): T {
  return pinned.run({ db }, work);
}

/** The version the current request sees: the pinned one for public reads, otherwise a fresh read. */
export function catalogueVersion(db: DbOrTx): Promise<number> {
  const store = pinned.getStore();
  if (store && store.db === db) return (store.version ??= readCatalogueVersion(db));
  return readCatalogueVersion(db);
}

/**
 * `compute()` once per catalogue version and key. Concurrent misses share one computation; a failed one is
 * forgotten so the next request tries again. Inside a transaction nothing is cached: it may see its own
 * uncommitted writes. Callers must not mutate what they get: the same objects go to every request.
 * `beforeCompute` runs only when this caller is the one to compute, and may refuse by throwing: the refusal
 * is this caller's alone, and nothing is stored.
 */
export async function cachedRead<T>(
  db: DbOrTx,
  key: string,
  compute: () => Promise<T>,
  beforeCompute?: () => void,
): Promise<T> {
  if (db instanceof PgTransaction) return compute();
  const version = await catalogueVersion(db);
  const cache = cacheOf(db);
  const { entries } = cache;
  if (version > cache.newestVersion) {
    entries.clear();
    cache.newestVersion = version;
  }
  const cacheKey = `${version}\u0000${key}`;
  const hit = entries.get(cacheKey) as Promise<T> | undefined;
  if (hit) return hit;
  beforeCompute?.();
  const pending = compute();
  entries.set(cacheKey, pending);
  pending.catch(() => entries.delete(cacheKey));
  return pending;
}
