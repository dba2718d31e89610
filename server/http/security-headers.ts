import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { mapEmbedOrigin } from '~/domain/settings';
import { getCompany } from '../services/settings/settings';
import type { AppEnv } from './types';

/** 128 random bits per response: a nonce an attacker could guess or reuse would be no control at all. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The only outside origin a page may frame or load images from: the map's, when the owner set one in the
 * settings. The settings accept only a known map provider's https address (domain/settings.ts), and the policy
 * goes through the same check, so one function decides which map origin may ever be framed.
 */
export function mapOrigin(mapEmbedUrl: string | null | undefined): string | null {
  return mapEmbedUrl ? mapEmbedOrigin(mapEmbedUrl) : null;
}

/**
 * The policy of every HTML page. Scripts run only when they carry this response's nonce, or when a script that
 * does loads them ('strict-dynamic': React Router's entry imports its chunks); an injected `<script>`, inline
 * event handler or `javascript:` URL does not run, which is what keeps the admin's tokens in localStorage out
 * of an injected script's reach. Styles keep 'unsafe-inline' (React's `style` attributes); see docs/security.md.
 */
export function pageContentSecurityPolicy(nonce: string, mapEmbedUrl?: string | null, admin = false): string {
  const map = mapOrigin(mapEmbedUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // The back office previews a chosen image (logo, icon, product photo) from a blob: URL before uploading it.
    ['img-src', "'self'", 'data:', ...(admin ? ['blob:'] : []), ...(map ? [map] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', map ?? "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The back office's pages (app/lib/admin-paths.ts): the spec's paths, hence their mixed shapes. */
const ADMIN_PAGE = /^\/(admin[-/].+|Adminlogin|staff|create-staff|edit-staff\/.+)$/;

export function isAdminPage(pathname: string): boolean {
  return ADMIN_PAGE.test(pathname.replace(/\/+$/, ''));
}

/** Responses that are not pages (JSON, images, files) may not run or embed anything at all. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * A fresh nonce for every request, which page rendering reads from `c.var.nonce`; the policy that names it is
 * set once the response is known to be HTML.
 */
export const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce();
  c.set('nonce', nonce);
  await next();
  const html = (c.res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  // The map is a setting: read it as the page did (one primary-key row), so an edit applies on the next page.
  const policy = html
    ? pageContentSecurityPolicy(
        nonce,
        (await getCompany(c.var.deps.database.db)).map_embed_url,
        isAdminPage(c.req.path),
      )
    : NON_PAGE_POLICY;
  c.res.headers.set('Content-Security-Policy', policy);
  c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
};

export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The shop's referrer policy, unless the route asked for its own: the customer's quotation page carries its
 * key in the address and sends `no-referrer`, which a global header set over it would undo.
 */
export const referrerPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', DEFAULT_REFERRER_POLICY);
};

/**
 * The customer's quotation page sends `no-referrer`, so the browser posts its Accept and Decline form with
 * `Origin: null`, which React Router's action check refuses as a cross-site post. The page's address carries
 * the quotation's key: a post from elsewhere would need that key, which is all the page protects, so there a
 * null origin goes on as no origin at all. Every other page action keeps the check.
 */
export const quoteFormOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST' && c.req.path.startsWith('/quote/') && c.req.header('origin') === 'null') {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('origin');
    c.req.raw = new Request(c.req.raw, { headers });
  }
  return next();
};

/** Catalogue reads anyone may cache: an anonymous GET of these answers nothing private. */
const PUBLIC_READS = /^\/api\/(health|categories|products|filters|brands|product-images)(\/|$)/;

/**
 * Tokens and back-office data must never sit in a browser or proxy cache: every /api answer is `no-store`
 * except an anonymous, successful read of the public catalogue (which keeps whatever caching its route set).
 * Deny by default, so a new private route cannot forget it.
 */
export const apiCacheControl: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const publicRead =
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    !c.req.header('authorization') &&
    c.res.status < 400 &&
    PUBLIC_READS.test(c.req.path) &&
    !c.req.path.startsWith('/api/products/export-excel');
  if (!publicRead) c.res.headers.set('Cache-Control', 'no-store');
};
