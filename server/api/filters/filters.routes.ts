import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { endpoint } from '../../http/endpoint';
import { InvalidError, NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { getFilters } from '../../services/catalogue/products';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';
import { filtersViewSchema } from '~/domain/views';

export const filtersRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Catalogue' });

// The storefront reads `error` (spec section 7), the shared client reads `detail`: both carry the text.
const withError = (text: string) => ({ error: text });

endpoint(filtersRoutes, '/filters', {
  get: [
    ...routeDoc('The filter values of a category’s products', {
      query: z.object({ category: z.string() }),
      response: filtersViewSchema,
      errors: [404],
    }),
    async (c) => {
      const category = c.req.query('category')?.trim();
      if (!category)
        throw new InvalidError(
          messages.filters.selectCategory,
          {},
          withError(messages.filters.selectCategory),
        );
      const filters = await getFilters(c.var.deps.database.db, category.slice(0, 200));
      if (!filters)
        throw new NotFoundError(
          messages.filters.unknownCategory,
          {},
          withError(messages.filters.unknownCategory),
        );
      return c.json(filters);
    },
  ],
});
