import { Hono } from 'hono';
import { staffOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { getDashboard } from '../../services/dashboard/dashboard';
import { doc } from '../../http/openapi';
import { dashboardViewSchema } from '~/domain/views';

export const dashboardRoutes = new Hono<AppEnv>();

endpoint(dashboardRoutes, '/dashboard', {
  get: [
    doc({
      summary: 'The dashboard figures',
      tag: 'Back office',
      auth: 'staff',
      response: dashboardViewSchema,
    }),
    staffOnly,
    async (c) => {
      const { database, now } = c.var.deps;
      return c.json(await getDashboard(database.db, now()));
    },
  ],
});
