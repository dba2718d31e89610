import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Db } from '~/db/client';
import { NotFoundError } from '../errors';
import type { Actor } from '../services/activity/activity';
import { realSleep, type AttemptContext } from '../services/auth/auth';
import { currentUser } from './auth-middleware';
import { clientAddress } from './client-address';
import type { RouteDoc, RouteSpec } from './openapi';
import { pageEnvelope, type PageQuery } from './pagination';
import type { AppEnv } from './types';
import { idParam, parseWith, readJson } from './validate';

/**
 * The route shapes every admin resource repeats. Each takes the service function as it is, so a route file
 * stays a list of paths, guards and the service that answers them.
 */

type Ctx = Context<AppEnv>;

/** A page query in the services' spelling (`pageSize`), with the list's own filters as they were parsed. */
export type ServicePageQuery<Q extends PageQuery> = Omit<Q, 'page_size'> & { pageSize: number };

/**
 * The GET of a paged list: the `{count, next, previous, results}` envelope of one page. Whatever else the
 * loader returns (an inbox's per-status counts) is answered beside the envelope.
 */
export function pagedList<S extends z.ZodType<PageQuery>, T, Extra extends object>(
  schema: S,
  load: (c: Ctx, query: ServicePageQuery<z.infer<S>>) => Promise<{ count: number; results: T[] } & Extra>,
): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const query = parseWith(schema, c.req.query());
    const { page_size: pageSize, ...filters } = query;
    const { count, results, ...extra } = await load(c, { ...filters, pageSize });
    return c.json({ ...pageEnvelope(c, query, count, results), ...extra });
  };
}

/** The row a lookup found, or the resource's own 404. */
export function found<T>(value: T | null | undefined, notFound: string): T {
  if (value === null || value === undefined) throw new NotFoundError(notFound);
  return value;
}

/** GET `/…/:id`: the row, or the resource's 404 (also for an id that cannot name a row). */
export function getById<T>(
  notFound: string,
  load: (c: Ctx, id: number) => Promise<T | null>,
): MiddlewareHandler<AppEnv> {
  return async (c) => c.json(found(await load(c, idParam(c, notFound)), notFound));
}

/** What every audited change takes from the request: the database, who acts and when. */
export function staffAction(c: Ctx): { db: Db; actor: Actor; now: Date } {
  const { database, now } = c.var.deps;
  return { db: database.db, actor: currentUser(c), now: now() };
}

/** What a throttled credential check takes from the request: who tries, when, and how a failure is slowed. */
export function signInAttempt(c: Ctx): AttemptContext {
  const { now, sleep } = c.var.deps;
  return { address: clientAddress(c), now: now(), sleep: sleep ?? realSleep };
}

/** POST of a new row from a JSON body, answered 201 with what the service made of it. */
export function createFromJson<S extends z.ZodType, T>(
  schema: S,
  create: (db: Db, input: z.infer<S>, actor: Actor, now: Date) => Promise<T>,
): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const input = await readJson(c, schema);
    const { db, actor, now } = staffAction(c);
    return c.json(await create(db, input, actor, now), 201);
  };
}

/** The document of a route that takes a JSON body, and the schema it is parsed with. */
type JsonSpec<S extends z.ZodType> = RouteSpec & { body: S };

/**
 * A route that takes a JSON body: the schema is named once, so the body the document describes is the body
 * the route parses, and the handler receives it parsed.
 */
export function jsonRoute<S extends z.ZodType>(
  routeDoc: RouteDoc,
  summary: string,
  spec: JsonSpec<S>,
  handle: (c: Ctx, input: z.infer<S>) => Promise<Response>,
): MiddlewareHandler<AppEnv>[] {
  return [...routeDoc(summary, spec), async (c) => handle(c, await readJson(c, spec.body))];
}

/** `jsonRoute` of `/…/:id`. */
export function jsonRouteById<S extends z.ZodType>(
  routeDoc: RouteDoc,
  notFound: string,
  summary: string,
  spec: JsonSpec<S>,
  handle: (c: Ctx, id: number, input: z.infer<S>) => Promise<Response>,
): MiddlewareHandler<AppEnv>[] {
  return [...routeDoc(summary, spec), readIdThenJson(notFound, spec.body, handle)];
}

/** The id is checked first, so a bad one is a 404 whatever the body. */
function readIdThenJson<S extends z.ZodType>(
  notFound: string,
  schema: S,
  handle: (c: Ctx, id: number, input: z.infer<S>) => Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFound);
    return handle(c, id, await readJson(c, schema));
  };
}

/** Answers what an audited edit of row `id` made of it. */
export function auditedUpdate<I, T>(
  update: (db: Db, id: number, input: I, actor: Actor, now: Date) => Promise<T>,
): (c: Ctx, id: number, input: I) => Promise<Response> {
  return async (c, id, input) => {
    const { db, actor, now } = staffAction(c);
    return c.json(await update(db, id, input, actor, now));
  };
}

/**
 * PUT or PATCH of `/…/:id` from a JSON body that the service validates itself (so its errors can name a
 * line); a body the route validates goes through `jsonRouteById`.
 */
export function updateFromJson<S extends z.ZodType, T>(
  notFound: string,
  schema: S,
  update: (db: Db, id: number, input: z.infer<S>, actor: Actor, now: Date) => Promise<T>,
): MiddlewareHandler<AppEnv> {
  return readIdThenJson(notFound, schema, auditedUpdate(update));
}

/** DELETE of `/…/:id`, answered 204; the service throws the resource's own errors. */
export function deleteById(
  notFound: string,
  remove: (db: Db, id: number, actor: Actor, now: Date) => Promise<unknown>,
): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFound);
    const { db, actor, now } = staffAction(c);
    await remove(db, id, actor, now);
    return c.body(null, 204);
  };
}
