import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { getDashboard } from '../../services/dashboard/dashboard';
import { docsFor } from '../../http/openapi';
import { dashboardViewSchema } from '~/domain/views';

export const dashboardRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Back office', auth: 'staff' });

endpoint(dashboardRoutes, '/dashboard', {
  get: [
    ...routeDoc('The dashboard figures', { response: dashboardViewSchema }),
    async (c) => {
      const { database, now } = c.var.deps;
      return c.json(await getDashboard(database.db, now()));
    },
  ],
});
