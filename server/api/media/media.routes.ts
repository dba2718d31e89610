import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { endpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { MEDIA_NAME } from '../../services/media/media-store';
import { binary, docsFor } from '../../http/openapi';

export const mediaRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Operations', auth: 'none' });

endpoint(mediaRoutes, '/media/:name', {
  get: [
    ...routeDoc('An uploaded image file (WebP)', { response: binary('image/webp') }),
    async (c) => {
      const name = c.req.param('name') ?? '';
      const file = MEDIA_NAME.test(name) ? await c.var.deps.media.get(name) : null;
      if (!file) throw new NotFoundError(messages.common.notFound);
      // Names are content hashes: a name never points at different bytes, so caches may keep it for good.
      return c.body(file.body, 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(file.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  ],
});
