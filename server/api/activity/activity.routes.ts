import { Hono } from 'hono';
import { activityQuerySchema } from '~/domain/activity';
import { messages } from '~/domain/messages';
import { SUPERUSER_ONLY_TYPES } from '~/domain/activity';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { ForbiddenError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { parseWith } from '../../http/validate';
import { listActivity } from '../../services/activity/activity';
import { docsFor } from '../../http/openapi';
import { activityPageSchema } from '~/domain/views';

export const activityRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Back office', auth: 'staff' });

endpoint(activityRoutes, '/activity', {
  get: [
    ...routeDoc('The activity history, newest first', {
      query: activityQuerySchema,
      response: activityPageSchema,
      description: 'Staff see everything but staff accounts and settings, which are the superuser’s.',
    }),
    async (c) => {
      const query = parseWith(activityQuerySchema, c.req.query());
      const viewer = currentUser(c);
      // Staff accounts (spec §6) and the company settings are the superuser's business, history included.
      if (query.entity_type && SUPERUSER_ONLY_TYPES.has(query.entity_type) && !viewer.isSuperuser)
        throw new ForbiddenError(messages.auth.permissionDenied);
      return c.json(await listActivity(c.var.deps.database.db, query, viewer));
    },
  ],
});
