import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { categoryNameFormSchema } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { found } from '../../http/handlers';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith } from '../../http/validate';
import * as categoriesService from '../../services/catalogue/categories';
import { optionalFile, readMultipart, uploadBodyLimit } from '../../http/uploads';
import { docsFor } from '../../http/openapi';
import { categoryViewSchema } from '~/domain/views';

export const categoriesRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Catalogue' });

const categoryFormSchema = categoryNameFormSchema.extend({ icon: z.file().optional() });

/**
 * Multipart `name` plus an optional `icon` file. An icon that is not a supported image answers 400 with an
 * `icon` field error (not the 415 of product images): the spec's category form shows `Icon: ...` from a
 * field error, and a 400 is what it treats as a validation answer.
 */
async function readCategoryForm(c: Context<AppEnv>): Promise<categoriesService.CategoryInput> {
  const form = await readMultipart(c);
  const { name } = parseWith(categoryNameFormSchema, { name: form.name });
  return { name, icon: await optionalFile(form, 'icon') };
}

endpoint(categoriesRoutes, '/categories', {
  get: [
    ...routeDoc('All categories with their product counts', { response: z.array(categoryViewSchema) }),
    async (c) => c.json(await categoriesService.listCategories(c.var.deps.database.db)),
  ],
  post: [
    ...routeDoc('Add a category', {
      auth: 'superuser',
      form: categoryFormSchema,
      response: categoryViewSchema,
      status: 201,
      errors: [409, 413],
    }),
    uploadBodyLimit,
    async (c) => {
      const input = await readCategoryForm(c);
      const { database, media, now } = c.var.deps;
      return c.json(
        await categoriesService.createCategory(database.db, media, input, currentUser(c), now()),
        201,
      );
    },
  ],
});

endpoint(categoriesRoutes, '/categories/:id', {
  get: [
    ...routeDoc('One category by id or slug', { response: categoryViewSchema }),
    async (c) => {
      const category = await categoriesService.getCategory(c.var.deps.database.db, c.req.param('id') ?? '');
      return c.json(found(category, messages.category.notFound));
    },
  ],
  put: [
    ...routeDoc('Rename a category or replace its icon', {
      auth: 'staff',
      form: categoryFormSchema,
      response: categoryViewSchema,
      errors: [409, 413],
    }),
    uploadBodyLimit,
    async (c) => {
      const id = idParam(c, messages.category.notFound);
      const input = await readCategoryForm(c);
      const { database, media, now } = c.var.deps;
      return c.json(
        await categoriesService.updateCategory(database.db, media, id, input, currentUser(c), now()),
      );
    },
  ],
  delete: [
    ...routeDoc('Delete a category', { auth: 'superuser', errors: [409] }),
    async (c) => {
      const { database, media, now } = c.var.deps;
      await categoriesService.deleteCategory(
        database.db,
        media,
        idParam(c, messages.category.notFound),
        currentUser(c),
        now(),
      );
      return c.body(null, 204);
    },
  ],
});
