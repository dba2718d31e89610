import { Hono } from 'hono';
import { activityQuerySchema } from '../../../domain/activity';
import { messages } from '../../../domain/messages';
import { currentUser, staffOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { forbidden } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { parseWith } from '../../http/validate';
import { listActivity } from '../../services/activity';

export const activityRoutes = new Hono<AppEnv>();

endpoint(activityRoutes, '/activity', {
  get: [
    staffOnly,
    async (c) => {
      const query = parseWith(activityQuerySchema, c.req.query());
      const viewer = currentUser(c);
      // Staff accounts are the superuser's business (spec §6), their history included.
      if (query.entity_type === 'staff' && !viewer.isSuperuser)
        throw forbidden(messages.auth.permissionDenied);
      return c.json(await listActivity(c.var.deps.database.db, query, viewer));
    },
  ],
});
