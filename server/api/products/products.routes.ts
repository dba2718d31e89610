import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FILTER_GROUPS, PRODUCT_SORTS, type ActiveFilters } from '~/domain/catalogue';
import { CATEGORY_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { currentUser, hasRole } from '../../http/auth-middleware';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { auditedUpdate, found, getById, jsonRouteById, pagedList } from '../../http/handlers';
import { InvalidError, NotFoundError } from '../../errors';
import { routeBodyLimit } from '../../http/body-limit';
import { readMultipart } from '../../http/uploads';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith, readJson } from '../../http/validate';
import * as productsService from '../../services/catalogue/products';
import { NEW_SEARCH_BURST, NEW_SEARCHES_PER_MINUTE } from '../../services/catalogue/search-gate';
import { excelRoutes } from './excel.routes';
import { blankToUndefined, pageQuerySchema } from '../../http/pagination';
import { docsFor, paged } from '../../http/openapi';
import { productFieldsSchema } from '~/domain/catalogue';
import { productViewSchema } from '~/domain/views';

export const productRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Catalogue' });

// Registered first: /products/export-excel/ and /products/import-excel/ must not be read as product slugs.
productRoutes.route('/', excelRoutes);

const listQuerySchema = pageQuerySchema(CATEGORY_PAGE_SIZE).extend({
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
    const form = await readMultipart(c, () => new InvalidError('The request body is not valid form data.'));
    fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  }
  // Hide and unhide are the superuser's; staff edits leave the flag as it is.
  if (!hasRole(c.var.user, 'superuser')) delete fields.hidden;
  return fields;
}

const productBodyLimit = routeBodyLimit(10 * 1024 * 1024);

endpoint(productRoutes, '/products', {
  get: [
    ...routeDoc('Products, paged, filtered and sorted', {
      query: listQuerySchema,
      response: paged(productViewSchema),
      description:
        'Filter values go as repeated parameters named after their group (`?processor=Intel%20Core%20i5`). Staff also see hidden products. ' +
        `A search the shop has not answered since the catalogue last changed counts against the asking address: ${NEW_SEARCH_BURST} at once, then ${NEW_SEARCHES_PER_MINUTE} a minute (429 past that).`,
      errors: [404, 429],
    }),
    pagedList(listQuerySchema, (c, { sort_by: sort, ...query }) => {
      const staff = hasRole(c.var.user, 'staff');
      return productsService.listProducts(
        c.var.deps.database.db,
        { ...query, sort, filters: activeFilters(c), includeHidden: staff },
        staff ? undefined : clientAddress(c),
      );
    }),
  ],
  post: [
    ...routeDoc('Add a product', {
      auth: 'staff',
      body: productFieldsSchema,
      form: productFieldsSchema,
      response: productViewSchema,
      status: 201,
      errors: [409, 413, 415],
    }),
    productBodyLimit,
    async (c) => {
      const fields = await readProductFields(c);
      const { database, now } = c.var.deps;
      return c.json(await productsService.createProduct(database.db, fields, currentUser(c), now()), 201);
    },
  ],
});

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

const productEditSchema = productFieldsSchema.partial().extend(versionSchema.partial().shape);

endpoint(productRoutes, '/products/id/:id', {
  get: [
    ...routeDoc('One product by id', { response: productViewSchema }),
    getById(messages.product.notFound, (c, id) =>
      productsService.getProductById(c.var.deps.database.db, id, {
        includeHidden: hasRole(c.var.user, 'staff'),
      }),
    ),
  ],
  put: [
    ...routeDoc('Edit a product', {
      auth: 'staff',
      body: productEditSchema,
      form: productEditSchema,
      response: productViewSchema,
      errors: [409, 413, 415],
      description:
        'Send back the `version` it was loaded with: an edit made since answers 409. `hidden` is ignored in a staff edit.',
    }),
    productBodyLimit,
    async (c) => {
      const id = idParam(c, messages.product.notFound);
      const { version, ...fields } = await readProductFields(c);
      const expected = version === undefined ? undefined : parseWith(versionSchema, { version }).version;
      const { database, now } = c.var.deps;
      return c.json(
        await productsService.updateProduct(database.db, id, fields, currentUser(c), now(), expected),
      );
    },
  ],
  patch: jsonRouteById(
    routeDoc,
    messages.product.notFound,
    'Hide or unhide a product',
    { auth: 'superuser', body: hiddenSchema, response: productViewSchema },
    auditedUpdate(async (db, id, { hidden }, actor, now) =>
      found(await productsService.setHidden(db, id, hidden, actor, now), messages.product.notFound),
    ),
  ),
  delete: [
    ...routeDoc('Delete a product', { auth: 'superuser' }),
    async (c) => {
      const { database, media, now } = c.var.deps;
      const id = idParam(c, messages.product.notFound);
      const deleted = await productsService.deleteProduct(database.db, media, id, currentUser(c), now());
      if (!deleted) throw new NotFoundError(messages.product.notFound);
      return c.body(null, 204);
    },
  ],
});

endpoint(productRoutes, '/products/:identifier', {
  get: [
    ...routeDoc('One product by slug (or id)', { response: productViewSchema }),
    async (c) => {
      const product = await productsService.getProduct(
        c.var.deps.database.db,
        c.req.param('identifier') ?? '',
        {
          includeHidden: hasRole(c.var.user, 'staff'),
        },
      );
      return c.json(found(product, messages.product.notFound));
    },
  ],
});
