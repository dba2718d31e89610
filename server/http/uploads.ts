import type { Context } from 'hono';
import { messages } from '~/domain/messages';
import { InvalidError, ShopError, TooLargeError } from '../errors';
import { MAX_IMAGE_BYTES } from '../services/media/media';
import { routeBodyLimit } from './body-limit';
import type { AppEnv } from './types';

/** Room for the other form fields and the multipart boundaries around one file of the maximum size. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** An image upload's body: one file of the maximum size in its form. */
export const uploadBodyLimit = routeBodyLimit(
  MAX_IMAGE_BYTES + MULTIPART_ALLOWANCE,
  () => new TooLargeError(messages.image.tooLarge),
);

export type FormFields = Record<string, string | File>;

/** The form's fields; a body that is not a form answers `refusal`, a 400 unless the route has its own. */
export async function readMultipart(
  c: Context<AppEnv>,
  refusal: () => ShopError = () => new InvalidError('The request body is not a valid multipart form.'),
): Promise<FormFields> {
  try {
    return (await c.req.parseBody()) as FormFields;
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw refusal();
  }
}

/**
 * The bytes of an optional file field: null when absent or empty (browsers send an empty part when no file is
 * chosen). Text where a file belongs is a client error, as is a file over the size limit.
 */
export async function optionalFile(form: FormFields, field: string): Promise<Buffer | null> {
  const value = form[field];
  if (value === undefined || value === '') return null;
  if (typeof value === 'string')
    throw new InvalidError(messages.image.unsupported, { [field]: [messages.image.unsupported] });
  if (value.size === 0) return null;
  if (value.size > MAX_IMAGE_BYTES) {
    throw new TooLargeError(messages.image.tooLarge, { [field]: [messages.image.tooLarge] });
  }
  return Buffer.from(await value.arrayBuffer());
}
