import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { DbOrTx } from '~/db/client';
import { catalogueVersion, withPinnedVersion } from '../services/catalogue/catalogue-cache';
import { chooseEncoding, type Encoding } from './compression';
import type { AppEnv } from './types';

/**
 * HTTP caching of anonymous public reads: pages of the shop and the catalogue's public API. Everything they
 * show is the catalogue at some version plus the address, so a strong ETag of (deployment, catalogue
 * version, URL) is answered with 304 before anything is loaded or rendered. Shared caches (a CDN, a reverse
 * proxy) may keep a copy for a few seconds and serve it stale while they revalidate; browsers revalidate
 * every time. Anything with an Authorization header, any other method or path, and any answer that is not a
 * plain 200 (redirects, errors, a Set-Cookie) is left alone.
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
 * (server/http/compression.ts answers the same page as brotli, gzip or plain bytes, which a strong validator
 * must tell apart).
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

/**
 * `deployment` names the build being served (its assets version): a new release must not answer 304 for a
 * page the old one rendered. Mount it outside any middleware that adds a per-response CSP nonce: a 304 keeps
 * the browser's copy of the page, so it must not carry a policy with a new nonce that copy does not have.
 */
export function publicCache(db: DbOrTx, deployment: string): MiddlewareHandler<AppEnv> {
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
      const etag = catalogueEtag(deployment, version, c.req.url, encoding);
      if (matches(c.req.header('if-none-match'), etag)) {
        c.res = new Response(null, {
          status: 304,
          headers: { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL },
        });
        return;
      }
      await next();
      const response = c.res;
      if (
        response.status !== 200 ||
        response.headers.has('set-cookie') ||
        response.headers.has('cache-control')
      ) {
        return;
      }
      response.headers.set('ETag', etag);
      response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    });
  };
}
