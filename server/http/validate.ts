import type { Context } from 'hono';
import type { z } from 'zod';
import { ROW_ID_MAX } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { InvalidError, NotFoundError, ShopError, UnsupportedError, parseWith } from '../errors';

// Services parse with it too, so it lives beside the error it throws; routes keep finding it here.
export { parseWith };

/** `application/json`, or a `+json` type, with any parameters (`; charset=utf-8`). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON object body; malformed JSON and non-objects are client errors, never crashes. A body sent
 * as anything but JSON is refused unread with 415, so a multipart envelope (and its larger size limit)
 * never reaches a JSON endpoint.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type');
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  if (hasBody && !JSON_TYPE.test(type ?? '')) {
    throw new UnsupportedError(messages.common.unsupportedMediaType);
  }
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw new InvalidError(messages.common.malformedJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidError('The request body must be a JSON object.');
  }
  return parseWith(schema, body);
}

/** Ids are positive integers up to ROW_ID_MAX; anything else cannot name a row. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= ROW_ID_MAX ? id : null;
}

/**
 * The path's `:id`. One that cannot name a row answers the resource's own 404 (`notFound`) rather than a 400
 * or a crash: to the client, `/orders/abc/` is as missing as `/orders/999/`.
 */
export function idParam(c: Context, notFound: string): number {
  const id = parseId(c.req.param('id'));
  if (id === null) throw new NotFoundError(notFound);
  return id;
}
