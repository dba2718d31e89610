import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '~/domain/messages';
import { badRequest, HttpError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { MAX_IMAGE_BYTES } from '../../services/media';

/** Room for the other form fields and the multipart boundaries around one file of the maximum size. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * Refuses an upload body over the limit while it streams in, so a request without Content-Length (chunked)
 * cannot make the server buffer more than this. Put it after the role guard: strangers are refused unread.
 */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_ALLOWANCE,
  onError: (c) => c.json({ detail: messages.image.tooLarge }, 413),
});

export type FormFields = Record<string, string | File>;

export async function readMultipart(c: Context<AppEnv>): Promise<FormFields> {
  try {
    return (await c.req.parseBody()) as FormFields;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The request body is not a valid multipart form.');
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
    throw badRequest(messages.image.unsupported, { [field]: [messages.image.unsupported] });
  if (value.size === 0) return null;
  if (value.size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, messages.image.tooLarge, { [field]: [messages.image.tooLarge] });
  }
  return Buffer.from(await value.arrayBuffer());
}
