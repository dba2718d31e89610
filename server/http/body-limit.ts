import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '~/domain/messages';
import { InvalidError, TooLargeError, type ShopError } from '../errors';
import type { AppEnv } from './types';

/** JSON (and any other non-multipart) bodies: the largest real one, an order of 100 lines, is a few kB. */
export const JSON_BODY_MAX = 1024 * 1024;
/**
 * Multipart bodies: well above every upload route's own limit (10 MB files plus their envelope), so those
 * routes still answer oversized files with their own messages; this only bounds multipart sent anywhere else.
 */
const MULTIPART_BODY_MAX = 32 * 1024 * 1024;

const tooLarge = () => new TooLargeError(messages.common.tooLarge);

/**
 * A route's own limit, tighter than the /api one and checked before the handler reads anything: the body is
 * counted (and buffered) up to `maxSize`, and past it `refusal` is the answer (by default the common 413).
 * Put it after the role guard, so strangers are refused unread.
 */
export function routeBodyLimit(
  maxSize: number,
  refusal: () => ShopError = tooLarge,
): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw refusal();
    },
  });
}

/**
 * The body as a stream that fails with a 413 past `maxSize` and with a 400 when the client's side breaks
 * off. Nothing is read ahead: bytes flow only as a handler reads them, after its role guard and its own
 * (smaller) limit, so strangers are still refused unread.
 */
function bounded(body: ReadableStream<Uint8Array>, maxSize: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        controller.error(new InvalidError(messages.common.unreadableBody));
        return;
      }
      if (chunk.done) {
        controller.close();
        return;
      }
      size += chunk.value.length;
      if (size > maxSize) {
        controller.error(tooLarge());
        await reader.cancel().catch(() => {});
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * Node never hands a GET or HEAD a body, and asking a request for its body makes @hono/node-server build a
 * whole Fetch Request (an AbortSignal, URL checks) that reads otherwise never need: a few percent of every
 * cached page's cost.
 */
function bodiless(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Page actions (the no-JavaScript inquiry form): a few text fields, never files. */
export const PAGE_BODY_MAX = 64 * 1024;

/**
 * Page requests are read whole, up to 64 KB, before React Router sees them: an action's
 * `request.formData()` has no limit of its own, and a 413 here is an answer where an error inside the
 * action would be a 500.
 */
export const pageBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bodiless(c.req.method)) return next();
  const request = c.req.raw;
  if (!request.body) return next();
  const length = request.headers.get('content-length');
  if (length !== null && Number(length) > PAGE_BODY_MAX) throw tooLarge();
  const body = await new Response(bounded(request.body, PAGE_BODY_MAX)).arrayBuffer();
  c.req.raw = new Request(request, { body });
  return next();
};

/**
 * Every /api body is bounded: without this, `readJson` would buffer whatever an anonymous caller sends to
 * the inquiry or login endpoints. A declared length over the limit is refused unread; any other body is
 * counted as it is read.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bodiless(c.req.method)) return next();
  const request = c.req.raw;
  if (!request.body) return next();
  const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/');
  const maxSize = multipart ? MULTIPART_BODY_MAX : JSON_BODY_MAX;
  const length = request.headers.get('content-length');
  if (length !== null && Number(length) > maxSize) throw tooLarge();
  c.req.raw = new Request(request, { body: bounded(request.body, maxSize), duplex: 'half' } as RequestInit);
  return next();
};
