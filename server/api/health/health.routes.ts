import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { errorForLog } from '../../logger';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';

export const healthRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Operations' });

endpoint(healthRoutes, '/health', {
  get: [
    ...routeDoc('Whether the shop and its database answer', {
      response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
      description:
        'A 503 answers `{"status": "unavailable", "database": "unavailable", "detail": …}` while the database ' +
        'is out of reach; the shop reconnects by itself, and this answers 200 again as soon as it can.',
      errors: [503],
    }),
    async (c) => {
      try {
        await c.var.deps.database.ping();
        return c.json({ status: 'ok' as const, database: 'ok' as const });
      } catch (error) {
        c.var.deps.logger.error('health.database_unreachable', errorForLog(error));
        // As every 503 of the API: a monitor or client may retry after these seconds.
        return c.json(
          { status: 'unavailable', database: 'unavailable', detail: 'The database is not reachable.' },
          503,
          { 'Retry-After': '5' },
        );
      }
    },
  ],
});
