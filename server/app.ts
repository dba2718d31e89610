import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '~/domain/messages';
import { API_RESOURCES } from './api/resources';
import { docsRoutes } from './api/docs/docs.routes';
import { mediaRoutes } from './api/media/media.routes';
import { authenticate } from './http/auth-middleware';
import { apiBodyLimit, pageBodyLimit } from './http/body-limit';
import { compression } from './http/compression';
import { NotFoundError, ShopError, TooManyError } from './errors';
import { HttpError } from './http/errors';
import { AUTHENTICATE_CHALLENGE } from './http/openapi';
import { publicCache } from './http/public-cache';
import {
  apiCacheControl,
  contentSecurityPolicy,
  quoteFormOrigin,
  referrerPolicy,
} from './http/security-headers';
import { databaseUnavailable, failedAtCommit, unstorableInput } from './services/shared/db-errors';
import { errorForLog } from './logger';
import type { AppDeps, AppEnv } from './http/types';

export interface AppOptions {
  /** Answers everything outside /api and /media: the React Router request handler. */
  pages?: (c: Context<AppEnv>) => Response | Promise<Response>;
  /** Serves the built client files (production); falls through when no file matches. */
  assets?: MiddlewareHandler<AppEnv>;
  /** Names the code being served in HTTP ETags (the build's assets version); defaults to this process. */
  deployment?: string;
}

/**
 * A 429 says when to try again; a 401 names the scheme that authenticates (RFC 9110 requires the header on
 * every 401), so a client knows to send `Authorization: Bearer`.
 */
function shopErrorHeaders(error: ShopError): Record<string, string> {
  if (error instanceof TooManyError) return { 'Retry-After': String(error.retryAfterSeconds) };
  if (error.status === 401) return { 'WWW-Authenticate': AUTHENTICATE_CHALLENGE };
  // A 413 goes out before the body was read (or read whole): the connection cannot carry another request,
  // and a keep-alive client must be told so rather than find the socket closed under its next one.
  if (error.status === 413) return { Connection: 'close' };
  return {};
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  // strict: false lets every path answer with and without its trailing slash, as the spec's clients use both.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    const started = performance.now();
    await next();
    deps.logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: c.var.requestId,
    });
  });
  app.use(compression());
  // Outside the security headers: a kept answer holds them, and a 304 must not get a new page's CSP.
  app.use(publicCache(deps.database.db, options.deployment ?? randomUUID()));
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
      referrerPolicy: false,
      xFrameOptions: 'DENY',
    }),
  );
  app.use(referrerPolicy);
  app.use(contentSecurityPolicy);

  const api = new Hono<AppEnv>({ strict: false });
  api.use(apiCacheControl);
  api.use(authenticate);
  api.use(apiBodyLimit);
  for (const routes of [...API_RESOURCES, docsRoutes]) api.route('/', routes);
  api.all('*', () => {
    throw new NotFoundError(messages.common.notFound);
  });
  app.route('/api', api);
  app.route('/', mediaRoutes);

  if (options.assets) app.use('*', options.assets);
  if (options.pages) app.all('*', pageBodyLimit, quoteFormOrigin, options.pages);

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.body(), error.status, error.headers);
    }
    if (error instanceof ShopError) return c.json(error.body(), error.status, shopErrorHeaders(error));
    if (unstorableInput(error)) return c.json({ detail: messages.common.unstorableInput }, 400);
    if (databaseUnavailable(error)) {
      deps.logger.error('database_unavailable', {
        request_id: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        ...errorForLog(error),
      });
      // A change is rolled back when its transaction is cut, and the answer says so; only a cut during the
      // COMMIT leaves its fate unknown.
      const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
      const detail = reading
        ? messages.common.unavailable
        : failedAtCommit(error)
          ? messages.common.unavailableWhileSaving
          : messages.common.unavailableNothingSaved;
      return c.json({ detail, request_id: c.var.requestId }, 503, { 'Retry-After': '5' });
    }
    deps.logger.error('unhandled_error', {
      request_id: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      ...errorForLog(error),
    });
    return c.json({ detail: messages.common.unexpected, request_id: c.var.requestId }, 500);
  });
  app.notFound((c) => c.json({ detail: messages.common.notFound }, 404));
  return app;
}
