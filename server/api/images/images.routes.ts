import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { InvalidError, type FieldErrors } from '../../errors';
import type { AppEnv } from '../../http/types';
import { idParam, parseId } from '../../http/validate';
import * as mediaService from '../../services/media/media';
import { optionalFile, readMultipart, uploadBodyLimit } from '../../http/uploads';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';
import { imageViewSchema } from '~/domain/views';

export const imagesRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Catalogue', auth: 'staff' });

endpoint(imagesRoutes, '/product-images', {
  post: [
    ...routeDoc('Upload an image of a product', {
      form: z.object({ product: z.string().meta({ description: 'The product’s id.' }), image: z.file() }),
      response: imageViewSchema.extend({ product: z.number().int() }),
      status: 201,
      errors: [404, 413, 415],
    }),
    uploadBodyLimit,
    async (c) => {
      const form = await readMultipart(c);
      const fields: FieldErrors = {};
      const rawProduct = typeof form.product === 'string' ? form.product.trim() : '';
      const productId = parseId(rawProduct);
      if (productId === null) {
        fields.product = [rawProduct ? messages.product.notFound : messages.common.required];
      }
      const image = await optionalFile(form, 'image');
      if (!image) fields.image = [messages.image.required];
      if (productId === null || !image) throw new InvalidError(Object.values(fields)[0]![0]!, fields);
      const { database, media, now } = c.var.deps;
      return c.json(
        await mediaService.addProductImage(database.db, media, productId, image, currentUser(c), now()),
        201,
      );
    },
  ],
});

endpoint(imagesRoutes, '/product-images/:id', {
  delete: [
    ...routeDoc('Remove a product image'),
    async (c) => {
      const id = idParam(c, messages.image.notFound);
      const { database, media, now } = c.var.deps;
      await mediaService.deleteProductImage(database.db, media, id, currentUser(c), now());
      return c.body(null, 204);
    },
  ],
});
