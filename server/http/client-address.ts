import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './types';

/** Behind a reverse proxy (TRUST_PROXY) the first X-Forwarded-For hop is the client; otherwise the socket. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests dispatched in-process (tests, app.request) carry no socket.
    return c.req.header('x-test-client') ?? 'local';
  }
}
