import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { listBrands } from '../../services/catalogue/products';

export const brandsRoutes = new Hono<AppEnv>();

endpoint(brandsRoutes, '/brands', {
  get: [async (c) => c.json(await listBrands(c.var.deps.database.db))],
});
