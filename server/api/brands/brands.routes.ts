import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import type { AppEnv } from '../../http/types';
import { listBrands } from '../../services/catalogue/products';
import { doc } from '../../http/openapi';
import { z } from 'zod';

export const brandsRoutes = new Hono<AppEnv>();

endpoint(brandsRoutes, '/brands', {
  get: [
    doc({ summary: 'The brands of visible products', tag: 'Catalogue', response: z.array(z.string()) }),
    async (c) => c.json(await listBrands(c.var.deps.database.db)),
  ],
});
