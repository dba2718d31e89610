import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * The built client files. Each text file has a `.br` and a `.gz` beside it (scripts/precompress.ts), sent
 * as they are with `Content-Encoding` instead of compressing the same bytes again on every request.
 */
export function staticAssets(root: string): MiddlewareHandler<AppEnv> {
  // Only paths under the build's own top-level entries (/assets/..., /favicon.svg) can name a file: every other
  // request (every page) goes on without a look at the disk.
  const entries = new Set(readdirSync(root).map((name) => `/${name}`));
  const serve = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      // Vite fingerprints everything under /assets, so those files never change under the same name.
      if (filePath.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (c, next) => {
    const slash = c.req.path.indexOf('/', 1);
    const entry = slash === -1 ? c.req.path : c.req.path.slice(0, slash);
    return entries.has(entry) ? serve(c, next) : next();
  };
}
