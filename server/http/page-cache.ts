import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '~/db/client';
import { catalogueVersion } from '../services/catalogue/catalogue-cache';
import { isPublicRead } from './public-cache';
import type { AppEnv } from './types';

/**
 * Rendered HTML of anonymous public pages, kept per catalogue version and URL: the same key the public ETag is
 * made of (server/http/public-cache.ts), so a page is served from here exactly when a 304 would be right, and a
 * commit that raises the version makes every stored page unreachable on the next request.
 *
 * A page carries a fresh CSP nonce per response. The render that fills the cache uses a placeholder instead and
 * each response gets its own nonce spliced in where the placeholder stands. The placeholder is 128 random bits
 * drawn once per process: text a visitor controls (a search query in the page) cannot name it, and it is
 * escaped as any text is, so a visitor's text can neither become a nonce nor hide one.
 */
const PLACEHOLDER = randomBytes(16).toString('hex');

/**
 * Pages are 40–120 KB of HTML. 24 MB keeps a few hundred, every category, product and search a rush sends
 * visitors to, while a crawler walking the whole catalogue only evicts the coldest.
 */
const MAX_BYTES = 24 * 1024 * 1024;

/**
 * A page is a function of the catalogue and its address, with one exception: the footer's year. A minute's
 * lifetime bounds that, and whatever else the clock may touch, without costing a rush anything.
 */
const TTL_MS = 60_000;

interface StoredPage {
  /** The page's bytes between the placeholders: encoded once, not on every answer. */
  parts: Buffer[];
  headers: [string, string][];
}

interface PageStore {
  pages: LRUCache<string, StoredPage>;
  /** Renders in flight: a rush on a page no one has seen since the last change renders it once. */
  pending: Map<string, Promise<StoredPage | null>>;
  newestVersion: number;
}

/** One store per database handle, as for the catalogue cache: tests open many databases in one process. */
const stores = new WeakMap<object, PageStore>();

function storeOf(db: object): PageStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      pages: new LRUCache({
        maxSize: MAX_BYTES,
        sizeCalculation: (page) => page.parts.reduce((size, part) => size + part.length, 1),
        ttl: TTL_MS,
      }),
      pending: new Map(),
      newestVersion: 0,
    };
    stores.set(db, store);
  }
  return store;
}

function cacheable(method: string, path: string, authorization: string | undefined): boolean {
  return (
    method === 'GET' &&
    !authorization &&
    !path.startsWith('/api/') &&
    !path.endsWith('.data') &&
    isPublicRead(path)
  );
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}

/** Only what the ETag's promise covers: a plain 200 page with nothing personal in its headers. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    isHtml(response) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

function respond(page: StoredPage, nonce: string, status = 200): Response {
  const nonceBytes = Buffer.from(nonce);
  const chunks = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  return new Response(Buffer.concat(chunks), { status, headers: page.headers });
}

/**
 * Mount right before the pages' handler, inside the middleware that makes the response's nonce (it reads and
 * restores `c.var.nonce`) and inside `publicCache` (whose pinned version it reuses).
 */
export function pageCache(db: DbOrTx): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!cacheable(c.req.method, c.req.path, c.req.header('authorization'))) return next();
    const nonce = c.var.nonce;
    const version = await catalogueVersion(db);
    const store = storeOf(db);
    if (version > store.newestVersion) {
      store.pages.clear();
      store.newestVersion = version;
    }
    const key = `${version}\u0000${c.req.url}`;
    const stored = store.pages.get(key);
    if (stored) {
      c.res = respond(stored, nonce);
      return;
    }
    const shared = store.pending.get(key);
    if (shared) {
      const page = await shared.catch(() => null);
      if (page) {
        c.res = respond(page, nonce);
        return;
      }
      // The shared render was not a page to keep (a 404, a redirect): this request renders its own.
      return next();
    }
    const rendering = renderWithPlaceholder(c, next, nonce).then((rendered) => {
      if (!rendered) return null;
      c.res = respond(rendered.page, nonce, rendered.status);
      if (!rendered.storable) return null;
      if (version === store.newestVersion) store.pages.set(key, rendered.page);
      return rendered.page;
    });
    store.pending.set(key, rendering);
    try {
      await rendering;
    } finally {
      store.pending.delete(key);
    }
  };
}

/** Renders the page with the placeholder as its nonce; an answer that is not HTML carries no nonce and stays. */
async function renderWithPlaceholder(
  c: Context<AppEnv>,
  next: Next,
  nonce: string,
): Promise<{ page: StoredPage; status: number; storable: boolean } | null> {
  c.set('nonce', PLACEHOLDER);
  try {
    await next();
  } finally {
    c.set('nonce', nonce);
  }
  const response = c.res;
  if (!isHtml(response)) return null;
  return {
    page: {
      parts: (await response.text()).split(PLACEHOLDER).map((part) => Buffer.from(part)),
      // The nonce and the placeholder differ in length: the length is the body's own business from here.
      headers: [...response.headers].filter(([name]) => name !== 'content-length'),
    },
    status: response.status,
    storable: storable(response),
  };
}
