import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * The built client files. Each text file has a `.br` and a `.gz` beside it (scripts/precompress.ts), sent
 * as they are with `Content-Encoding` instead of compressing the same bytes again on every request.
 */
export function staticAssets(root: string): MiddlewareHandler<AppEnv> {
  return serveStatic({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      // Vite fingerprints everything under /assets, so those files never change under the same name.
      if (filePath.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
