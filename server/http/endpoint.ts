import type { Hono, MiddlewareHandler } from 'hono';
import { messages } from '~/domain/messages';
import { HttpError } from './errors';
import type { AppEnv } from './types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Handlers = MiddlewareHandler<AppEnv>[];

/**
 * Registers one path with its methods, answers OPTIONS with 204 and the `Allow` header naming them, and any
 * other method with 405 and the same header, which Hono alone would report as 404.
 */
export function endpoint(
  router: Hono<AppEnv>,
  path: string,
  methods: Partial<Record<Method, Handlers>>,
): void {
  const allowed: string[] = [];
  for (const [method, handlers] of Object.entries(methods) as [Method, Handlers][]) {
    router.on(method.toUpperCase(), path, ...(handlers as [MiddlewareHandler<AppEnv>]));
    allowed.push(method.toUpperCase());
  }
  if (allowed.includes('GET')) allowed.push('HEAD');
  allowed.push('OPTIONS');
  const allow = allowed.join(', ');
  router.all(path, (c) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    throw new HttpError(405, messages.common.methodNotAllowed, { Allow: allow });
  });
}
