import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { FILTER_GROUPS, PRODUCT_SORTS, type ActiveFilters } from '~/domain/catalogue';
import { API_MAX_PAGE_SIZE, CATEGORY_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { currentUser, hasRole, staffOnly, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { parseId, parseWith, readJson } from '../../http/validate';
import * as productsService from '../../services/products';
import { excelRoutes } from './excel.routes';
import { pageLink } from '../../http/pagination';

export const productRoutes = new Hono<AppEnv>();

// Registered first: /products/export-excel/ and /products/import-excel/ must not be read as product slugs.
productRoutes.route('/', excelRoutes);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const listQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  query: z
    .string()
    .max(200, { error: 'The search text is too long (at most 200 characters).' })
    .refine((value) => value.trim() !== '', { error: messages.product.searchPrompt })
    .optional(),
  name: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, { error: 'The name filter is too long (at most 200 characters).' }).optional(),
  ),
  sort_by: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_SORTS, { error: `sort_by must be one of: ${PRODUCT_SORTS.join(', ')}.` }).optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'page must be a whole number of at least 1.' })
      .int({ error: 'page must be a whole number of at least 1.' })
      .min(1, { error: 'page must be a whole number of at least 1.' })
      .max(1_000_000, { error: 'page is too large.' })
      .default(1),
  ),
  page_size: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `page_size must be a whole number from 1 to ${API_MAX_PAGE_SIZE}.` })
      .int({ error: `page_size must be a whole number from 1 to ${API_MAX_PAGE_SIZE}.` })
      .min(1, { error: `page_size must be a whole number from 1 to ${API_MAX_PAGE_SIZE}.` })
      .max(API_MAX_PAGE_SIZE, { error: `page_size must be a whole number from 1 to ${API_MAX_PAGE_SIZE}.` })
      .default(CATEGORY_PAGE_SIZE),
  ),
});

function activeFilters(c: Context<AppEnv>): ActiveFilters {
  const filters: ActiveFilters = {};
  for (const group of FILTER_GROUPS) {
    const values = (c.req.queries(group) ?? []).map((value) => value.trim()).filter(Boolean);
    if (values.length > 0) filters[group] = [...new Set(values)].slice(0, 50);
  }
  return filters;
}

/** Product fields from a multipart form (the admin's) or a JSON object; files are not product fields. */
async function readProductFields(c: Context<AppEnv>): Promise<productsService.ProductInput> {
  let fields: productsService.ProductInput;
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    fields = await readJson(c, z.record(z.string(), z.unknown()));
  } else {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      if (error instanceof HttpError || (error instanceof Error && error.name === 'BodyLimitError'))
        throw error;
      throw badRequest('The request body is not valid form data.');
    }
    fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  }
  // Hide and unhide are the superuser's; staff edits leave the flag as it is.
  if (!hasRole(c.var.user, 'superuser')) delete fields.hidden;
  return fields;
}

const productBodyLimit = bodyLimit({
  maxSize: 10 * 1024 * 1024,
  onError: () => {
    throw new HttpError(413, messages.common.tooLarge);
  },
});

endpoint(productRoutes, '/products', {
  get: [
    async (c) => {
      const params = parseWith(listQuerySchema, c.req.query());
      const page = params.page;
      const pageSize = params.page_size;
      const result = await productsService.listProducts(c.var.deps.database.db, {
        category: params.category,
        query: params.query,
        name: params.name,
        sort: params.sort_by,
        filters: activeFilters(c),
        page,
        pageSize,
        includeHidden: hasRole(c.var.user, 'staff'),
      });
      return c.json({
        count: result.count,
        next: page * pageSize < result.count ? pageLink(c, page + 1) : null,
        previous:
          page > 1 ? pageLink(c, Math.min(page - 1, Math.max(1, Math.ceil(result.count / pageSize)))) : null,
        results: result.results,
      });
    },
  ],
  post: [
    staffOnly,
    productBodyLimit,
    async (c) => {
      const fields = await readProductFields(c);
      const { database, now } = c.var.deps;
      return c.json(await productsService.createProduct(database.db, fields, currentUser(c), now()), 201);
    },
  ],
});

function productId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound(messages.product.notFound);
  return id;
}

const hiddenSchema = z.object({
  hidden: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'hidden must be true or false.' }),
  ),
});

const versionSchema = z.object({
  version: z.coerce
    .number({ error: 'Send the version the product was loaded with.' })
    .int({ error: 'Send the version the product was loaded with.' })
    .positive({ error: 'Send the version the product was loaded with.' })
    .max(2_147_483_647, { error: 'Send the version the product was loaded with.' }),
});

endpoint(productRoutes, '/products/id/:id', {
  get: [
    async (c) => {
      const product = await productsService.getProductById(
        c.var.deps.database.db,
        productId(c.req.param('id')),
        {
          includeHidden: hasRole(c.var.user, 'staff'),
        },
      );
      if (!product) throw notFound(messages.product.notFound);
      return c.json(product);
    },
  ],
  put: [
    staffOnly,
    productBodyLimit,
    async (c) => {
      const id = productId(c.req.param('id'));
      const { version, ...fields } = await readProductFields(c);
      const expected = version === undefined ? undefined : parseWith(versionSchema, { version }).version;
      const { database, now } = c.var.deps;
      return c.json(
        await productsService.updateProduct(database.db, id, fields, currentUser(c), now(), expected),
      );
    },
  ],
  patch: [
    superuserOnly,
    async (c) => {
      const id = productId(c.req.param('id'));
      const { hidden } = await readJson(c, hiddenSchema);
      const { database, now } = c.var.deps;
      const product = await productsService.setHidden(database.db, id, hidden, currentUser(c), now());
      if (!product) throw notFound(messages.product.notFound);
      return c.json(product);
    },
  ],
  delete: [
    superuserOnly,
    async (c) => {
      const { database, media, now } = c.var.deps;
      const id = productId(c.req.param('id'));
      const deleted = await productsService.deleteProduct(database.db, media, id, currentUser(c), now());
      if (!deleted) throw notFound(messages.product.notFound);
      return c.body(null, 204);
    },
  ],
});

endpoint(productRoutes, '/products/:identifier', {
  get: [
    async (c) => {
      const product = await productsService.getProduct(
        c.var.deps.database.db,
        c.req.param('identifier') ?? '',
        {
          includeHidden: hasRole(c.var.user, 'staff'),
        },
      );
      if (!product) throw notFound(messages.product.notFound);
      return c.json(product);
    },
  ],
});
