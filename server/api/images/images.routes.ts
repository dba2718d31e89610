import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { currentUser, staffOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { InvalidError, type FieldErrors } from '../../errors';
import type { AppEnv } from '../../http/types';
import { idParam, parseId } from '../../http/validate';
import * as mediaService from '../../services/media/media';
import { optionalFile, readMultipart, uploadBodyLimit } from '../../http/uploads';

export const imagesRoutes = new Hono<AppEnv>();

endpoint(imagesRoutes, '/product-images', {
  post: [
    staffOnly,
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
    staffOnly,
    async (c) => {
      const id = idParam(c, messages.image.notFound);
      const { database, media, now } = c.var.deps;
      await mediaService.deleteProductImage(database.db, media, id, currentUser(c), now());
      return c.body(null, 204);
    },
  ],
});
