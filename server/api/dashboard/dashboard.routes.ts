import { Hono } from 'hono';
import { staffOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { getDashboard } from '../../services/dashboard/dashboard';

export const dashboardRoutes = new Hono<AppEnv>();

endpoint(dashboardRoutes, '/dashboard', {
  get: [
    staffOnly,
    async (c) => {
      const { database, now } = c.var.deps;
      return c.json(await getDashboard(database.db, now()));
    },
  ],
});
