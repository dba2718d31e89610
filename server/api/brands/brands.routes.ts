import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { listBrands } from '../../services/catalogue/products';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';

export const brandsRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Catalogue' });

endpoint(brandsRoutes, '/brands', {
  get: [
    ...routeDoc('The brands of visible products', { response: z.array(z.string()) }),
    async (c) => c.json(await listBrands(c.var.deps.database.db)),
  ],
});
