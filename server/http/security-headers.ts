import { createHash, randomBytes } from 'node:crypto';
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
 * What lets a page's scripts run: this response's nonce, or the hashes of the page's inline scripts for a page
 * whose bytes are kept and sent again as they are (server/http/public-cache.ts), where a nonce would be the
 * same for everyone who gets the copy.
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

/**
 * The policy of every HTML page. Scripts run only when they carry this response's nonce or match a hash, or
 * when such a script loads them ('strict-dynamic': the islands' start-up inserts their loader, React Router's
 * entry imports its chunks); an injected `<script>`, inline event handler or `javascript:` URL does not run,
 * which is what keeps the admin's tokens in localStorage out of an injected script's reach. Styles keep
 * 'unsafe-inline' (React's `style` attributes); see docs/security.md.
 */
export function pageContentSecurityPolicy(
  trust: ScriptTrust,
  mapEmbedUrl?: string | null,
  admin = false,
): string {
  const map = mapOrigin(mapEmbedUrl);
  const scripts = 'nonce' in trust ? [`'nonce-${trust.nonce}'`] : trust.hashes.map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, "'strict-dynamic'"],
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

/** Inline scripts a browser runs (or reads as rules); JSON data blocks are never run and need no hash. */
const DATA_BLOCK = /\btype\s*=\s*"application\/(?:ld\+)?json"/i;
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
const TAG_END = 0x3e; // >
/** What may follow `<script` in a script tag: the tag's end or the space before an attribute. */
const AFTER_SCRIPT_NAME = new Set([...'> \t\n\r\f'].map((char) => char.charCodeAt(0)));

/**
 * The CSP hash of each inline script of a page rendered by React, found in the page's UTF-8 bytes (which CSP
 * hashes): its tags are lower case, its attribute values are escaped, so `>` cannot hide inside one, and its
 * scripts' text cannot hold `</script`. Scripts with `src` are trusted through the one that loads them
 * ('strict-dynamic'), not by hash.
 */
export function inlineScriptHashes(page: Uint8Array): string[] {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes = new Set<string>();
  let from = 0;
  for (let start = bytes.indexOf(SCRIPT_START); start !== -1; start = bytes.indexOf(SCRIPT_START, from)) {
    from = start + SCRIPT_START.length;
    if (!AFTER_SCRIPT_NAME.has(bytes[from]!)) continue;
    const tagEnd = bytes.indexOf(TAG_END, from);
    const end = tagEnd === -1 ? -1 : bytes.indexOf(SCRIPT_END, tagEnd);
    if (end === -1) break;
    from = end + SCRIPT_END.length;
    const attributes = bytes.toString('latin1', start + SCRIPT_START.length, tagEnd);
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(bytes.subarray(tagEnd + 1, end))
        .digest('base64')}`,
    );
  }
  return [...hashes];
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
 * set once the response is known to be HTML. A page the public cache keeps (`c.var.hashedPolicy`) renders
 * without a nonce and gets a policy of its inline scripts' hashes, so its bytes are the same for everyone.
 */
export const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hashed = c.var.hashedPolicy === true;
  const nonce = hashed ? undefined : newNonce();
  c.set('nonce', nonce);
  await next();
  const html = (c.res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  let policy = NON_PAGE_POLICY;
  if (html) {
    let trust: ScriptTrust;
    if (nonce) {
      trust = { nonce };
    } else if (c.var.renderedPage) {
      trust = { hashes: c.var.renderedPage.scriptHashes };
    } else {
      const page = new Uint8Array(await c.res.arrayBuffer());
      trust = { hashes: inlineScriptHashes(page) };
      c.res = new Response(page, c.res);
    }
    // The map is a setting: read it as the page did (one primary-key row), so an edit applies on the next page.
    const { map_embed_url: map } = await getCompany(c.var.deps.database.db);
    policy = pageContentSecurityPolicy(trust, map, isAdminPage(c.req.path));
  }
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
