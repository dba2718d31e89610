import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '~/db/client';
import { catalogueVersion, withPinnedVersion } from '../services/catalogue/catalogue-cache';
import { chooseEncoding, COMPRESSIBLE, compressWhole, type Encoding } from './compression';
import type { AppEnv } from './types';

/**
 * HTTP caching of anonymous public reads: pages of the shop and the catalogue's public API. Everything they
 * show is the catalogue at some version plus the address, so a strong ETag of (deployment, catalogue
 * version, URL) is answered with 304 before anything is loaded or rendered. Shared caches (a CDN, a reverse
 * proxy) may keep a copy for a few seconds and serve it stale while they revalidate; browsers revalidate
 * every time. Anything with an Authorization header, any other method or path, and any answer that is not a
 * plain 200 (redirects, errors, a Set-Cookie) is left alone.
 *
 * The answers themselves are kept too, as final bytes (decision 009): headers and body as they left the first
 * time, compressed once per content coding when a client first asks for it, so a later request for the same
 * version and address is one buffer written with the right `Content-Encoding`. Pages kept this way carry a
 * policy of their inline scripts' hashes rather than a nonce (server/http/security-headers.ts). A commit that
 * raises the version makes every kept answer unreachable on the next request, on every node.
 */

/** Seconds a shared cache may serve a page without asking, then while it revalidates in the background. */
const SHARED_MAX_AGE = 10;
const STALE_WHILE_REVALIDATE = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;

const PUBLIC_PAGES = new Set(['/', '/products', '/categories', '/search', '/about', '/contact']);
const PUBLIC_PAGE_PREFIXES = ['/category/', '/services/'];
const PUBLIC_FILES = new Set(['/sitemap.xml', '/robots.txt']);
const PUBLIC_API = /^\/api\/(products|categories|filters|brands)(\/[^/]+)?\/?$/;
/** Not catalogue reads, though under /api/products/: they need a staff token anyway. */
const PRIVATE_API = /^\/api\/products\/(export-excel|import-excel)\/?$/;

/**
 * Pages are 40–120 KB of HTML and 8–20 KB once compressed, API answers a few KB: 32 MB keeps the few hundred
 * addresses a rush sends visitors to, while a crawler walking the whole catalogue only evicts the coldest.
 */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * An answer is a function of the catalogue and its address, with one exception: the footer's year. A minute's
 * lifetime bounds that, and whatever else the clock may touch, without costing a rush anything.
 */
const TTL_MS = 60_000;

type Coding = Encoding | 'identity';

/** One coding of a kept answer: its bytes and every header it goes out with. */
interface Representation {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface KeptAnswer {
  /** The answer's own headers, less those that depend on the coding (length, encoding, ETag). */
  headers: Record<string, string>;
  plain: Uint8Array<ArrayBuffer>;
  codings: Partial<Record<Coding, Representation>>;
  /** Compressions in flight, so a rush on a new coding compresses it once. */
  compressing: Partial<Record<Coding, Promise<Representation>>>;
  version: number;
  url: string;
}

interface AnswerStore {
  answers: LRUCache<string, KeptAnswer>;
  /** Answers being made: a rush on an address no one asked for since the last change makes it once. */
  pending: Map<string, Promise<KeptAnswer | null>>;
  newestVersion: number;
}

/** One store per database handle, as for the catalogue cache: tests open many databases in one process. */
const stores = new WeakMap<object, AnswerStore>();

function storeOf(db: object): AnswerStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      answers: new LRUCache({
        maxSize: MAX_BYTES,
        sizeCalculation: (answer) =>
          Object.values(answer.codings).reduce(
            (size, representation) => size + representation.body.byteLength,
            answer.plain.byteLength + 1,
          ),
        ttl: TTL_MS,
      }),
      pending: new Map(),
      newestVersion: 0,
    };
    stores.set(db, store);
  }
  return store;
}

/** React Router asks for a page's loader data at the page's path plus `.data` (`/_root.data` for home). */
function pagePath(path: string): string {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

export function isPublicRead(path: string): boolean {
  if (path.startsWith('/api/')) return PUBLIC_API.test(path) && !PRIVATE_API.test(path);
  if (PUBLIC_FILES.has(path)) return true;
  const page = pagePath(path).replace(/\/$/, '') || '/';
  return PUBLIC_PAGES.has(page) || PUBLIC_PAGE_PREFIXES.some((prefix) => page.startsWith(prefix));
}

/**
 * Strong: one representation per deployment, catalogue version, full URL (host included) and content coding
 * (the same page goes out as brotli, gzip or plain bytes, which a strong validator must tell apart).
 */
export function catalogueEtag(
  deployment: string,
  version: number,
  url: string,
  encoding: Encoding | null = null,
): string {
  const digest = createHash('sha256')
    .update(`${deployment}\0${version}\0${url}\0${encoding ?? 'identity'}`)
    .digest('base64url');
  return `"${version.toString(36)}-${digest.slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** A public 200 worth keeping: text, not already compressed (the ETag covers it either way). */
function keepable(response: Response): boolean {
  return (
    !response.headers.has('content-encoding') && COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  );
}

/** Headers that belong to one answer and not to its kept copy. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'etag', 'x-request-id']);

/**
 * `deployment` names the build being served (its assets version): a new release must not answer 304 for a
 * page the old one rendered. Mount it outside the middleware that adds security headers and a page's CSP, so
 * a kept answer holds them all and a 304 carries none that the browser's copy does not match.
 */
export function publicCache(db: DbOrTx, deployment: string): MiddlewareHandler<AppEnv> {
  const etagOf = (answer: KeptAnswer, coding: Coding) =>
    catalogueEtag(deployment, answer.version, answer.url, coding === 'identity' ? null : coding);

  async function representation(store: AnswerStore, key: string, answer: KeptAnswer, coding: Coding) {
    const ready = answer.codings[coding];
    if (ready) return ready;
    const running = answer.compressing[coding];
    if (running) return running;
    const making = (async (): Promise<Representation> => {
      // Once per kept answer and coding. zlib's buffers are never over shared memory: what a Response takes.
      const body = (
        coding === 'identity' ? answer.plain : await compressWhole[coding](answer.plain)
      ) as Uint8Array<ArrayBuffer>;
      const headers: Record<string, string> = {
        ...answer.headers,
        'content-length': String(body.byteLength),
        etag: etagOf(answer, coding),
      };
      if (coding !== 'identity') headers['content-encoding'] = coding;
      const made = { body, headers };
      answer.codings[coding] = made;
      // Set again, so the store counts the new bytes; an answer evicted meanwhile stays out.
      if (store.answers.has(key)) store.answers.set(key, answer);
      return made;
    })();
    answer.compressing[coding] = making;
    try {
      return await making;
    } finally {
      delete answer.compressing[coding];
    }
  }

  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      c.req.header('authorization') ||
      !isPublicRead(c.req.path)
    ) {
      return next();
    }
    return withPinnedVersion(db, async () => {
      let version: number;
      try {
        version = await catalogueVersion(db);
      } catch {
        // The database is down: the handler answers with its own error.
        return next();
      }
      const encoding = chooseEncoding(c.req.header('accept-encoding'));
      const coding: Coding = encoding ?? 'identity';
      const ifNoneMatch = c.req.header('if-none-match');
      const store = storeOf(db);
      if (version > store.newestVersion) {
        store.answers.clear();
        store.newestVersion = version;
      }
      const key = `${version}\u0000${c.req.url}`;
      /** Final bytes: the middleware around leaves them as they are (see AppEnv's `finalAnswer`). */
      const answerWith = (response: Response) => {
        c.set('finalAnswer', true);
        // Hono lays the headers of an answer it already holds (the page this request just rendered) over one
        // set after it, which would put that page's own Vary back over the kept answer's.
        c.res = undefined;
        c.res = response;
      };
      const notModified = (etag: string) =>
        answerWith(
          new Response(null, { status: 304, headers: { etag, 'cache-control': PUBLIC_CACHE_CONTROL } }),
        );
      const send = async (answer: KeptAnswer) => {
        // A browser holding its copy needs no bytes: nothing is compressed for it.
        const etag = answer.codings[coding]?.headers.etag ?? etagOf(answer, coding);
        if (matches(ifNoneMatch, etag)) return notModified(etag);
        const { body, headers } = await representation(store, key, answer, coding);
        answerWith(
          new Response(method === 'HEAD' ? null : body, {
            status: 200,
            headers: { ...headers, 'x-request-id': c.var.requestId },
          }),
        );
      };

      // No await between looking for an answer being made and starting to make one: a rush that arrives
      // together (a version known without a read) would otherwise make it once each.
      const inProgress = store.pending.get(key);
      const kept = store.answers.get(key) ?? (inProgress ? await inProgress.catch(() => null) : undefined);
      if (kept) return send(kept);

      const etag = catalogueEtag(deployment, version, c.req.url, encoding);
      if (matches(ifNoneMatch, etag)) return notModified(etag);
      if (method === 'HEAD') return next();

      const making = (async (): Promise<KeptAnswer | null> => {
        c.set('hashedPolicy', true);
        await next();
        const response = c.res;
        if (
          response.status !== 200 ||
          response.headers.has('set-cookie') ||
          response.headers.has('cache-control')
        ) {
          return null;
        }
        if (!keepable(response)) {
          response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
          response.headers.set('ETag', etag);
          return null;
        }
        response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
        const headers: Record<string, string> = {};
        for (const [name, value] of response.headers) {
          if (!PER_ANSWER.has(name)) headers[name] = value;
        }
        // Every kept answer comes in several codings: caches must key it by Accept-Encoding too.
        const vary = headers.vary;
        if (!vary) headers.vary = 'Accept-Encoding';
        else if (!/accept-encoding/i.test(vary)) headers.vary = `${vary}, Accept-Encoding`;
        const answer: KeptAnswer = {
          headers,
          // A page handed over by its renderer is these very bytes; reading a response's body back goes through
          // a Fetch stream. Nothing between this middleware and the renderer changes a page's body.
          plain: c.var.renderedPage?.bytes ?? new Uint8Array(await response.arrayBuffer()),
          codings: {},
          compressing: {},
          version,
          url: c.req.url,
        };
        if (version === store.newestVersion) store.answers.set(key, answer);
        return answer;
      })();
      store.pending.set(key, making);
      try {
        const answer = await making;
        if (answer) await send(answer);
      } finally {
        store.pending.delete(key);
      }
    });
  };
}
