import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import type { components, paths } from '~/app/lib/api-schema';
import { openPglite, openPostgres, type Database, type Db } from '~/db/client';
import { categories, users } from '~/db/schema';
import { createApp } from '../app';
import { loadEnv, type Env } from '../env';
import type { AppDeps } from '../http/types';
import { createLogger } from '../logger';
import { MemoryMediaStore } from '../services/media/media-store';
import { createUser } from '../services/auth/users';
import { createProduct, type ProductInput } from '../services/catalogue/products';
import { refreshSearchText } from '../services/catalogue/search-text';
import { createQuotation } from '../services/quotations/drafts';
import { contractViolation } from './contract';
import { withDatabase } from './global-setup';

export type Role = 'superuser' | 'staff' | 'customer' | 'inactive';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

export interface RequestOptions {
  json?: unknown;
  /** Sent as JSON without encoding it: a malformed or oversized body, written as a client would send it. */
  rawJson?: string;
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
}

class TestClock {
  current = new Date('2026-11-22T08:00:00Z');
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name), { max: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openPglite(undefined, template);
  return { database, drop: () => database.close() };
}

/** A real app on its own database: each test file gets one and never sees another file's rows. */
export async function createTestContext(
  overrides: Partial<Record<string, string>> = {},
  options: { media?: MemoryMediaStore } = {},
) {
  const { database, drop } = await openTestDatabase();
  const env: Env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', ...overrides });
  const clock = new TestClock();
  const media = options.media ?? new MemoryMediaStore();
  /** Login delays asked for, in order: recorded rather than waited. */
  const sleeps: number[] = [];
  const deps: AppDeps = {
    database,
    env,
    logger: createLogger('silent'),
    media,
    now: () => clock.current,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  const app = createApp(deps);
  let counter = 0;

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.rawJson !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawJson;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // A streamed body (an upload sent in chunks) needs half-duplex, as in a real fetch.
    const streamed = body instanceof ReadableStream ? { duplex: 'half' } : {};
    return checked(
      method,
      path,
      await app.request(path, { method, headers, body, ...streamed } as RequestInit),
    );
  }

  /** The response, once the OpenAPI contract check has passed it. */
  async function checked(method: string, path: string, response: Response): Promise<Response> {
    const violation = await contractViolation(method, path, response);
    if (violation) throw new Error(`The answer differs from the OpenAPI document: ${violation}`);
    return response;
  }

  /**
   * A client typed by the generated `paths`, answered by the app and contract-checked like `ctx.request`;
   * `token` is sent as the bearer token and `client` as `x-test-client` (the caller's address).
   */
  function apiFor(token?: string, options: { client?: string } = {}) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.client) headers['x-test-client'] = options.client;
    return createClient<paths>({
      baseUrl: 'http://shop.test',
      headers,
      fetch: async (input) => {
        const url = new URL(input.url);
        return checked(input.method, url.pathname + url.search, await app.request(input));
      },
    });
  }
  const api = apiFor();

  /** Creates a user with the given role and signs them in through the real login endpoint. */
  async function user(
    role: Role,
    fields: Partial<{ username: string; email: string }> = {},
  ): Promise<TestUser> {
    counter += 1;
    const username = fields.username ?? `${role}${counter}`;
    const email = fields.email ?? `${username}@example.com`;
    const password = `pass-${role}-${counter}-secret`;
    const created = await createUser(database.db, {
      username,
      email,
      password,
      isStaff: role === 'staff',
      isSuperuser: role === 'superuser',
    });
    let tokens = { access: '', refresh: '' };
    if (role === 'superuser' || role === 'staff') {
      const { data } = await apiFor(undefined, { client: `setup-${counter}` }).POST(
        '/api/user/admin-login/',
        {
          body: { email, password },
        },
      );
      if (!data) throw new Error(`${username} could not sign in`);
      const { access, refresh } = signedIn(data);
      tokens = { access, refresh };
    }
    if (role === 'inactive') {
      await database.db.update(users).set({ isActive: false, isStaff: true }).where(eq(users.id, created.id));
    }
    return { id: created.id, username, email, password, ...tokens };
  }

  return {
    app,
    database,
    db: database.db,
    env,
    clock,
    deps,
    media,
    sleeps,
    request,
    api,
    apiFor,
    user,
    close: drop,
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** A test context opened as the file loads and closed after its tests. */
export async function openTestContext(...args: Parameters<typeof createTestContext>) {
  const ctx = await createTestContext(...args);
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * The start most API test files share: a test context with an administrator and a staff member, opened as the
 * file loads and closed after its tests.
 */
export async function openStaffedContext(...args: Parameters<typeof createTestContext>) {
  const ctx = await openTestContext(...args);
  return { ctx, admin: await ctx.user('superuser'), staff: await ctx.user('staff') };
}

/** A category written straight to the database, for tests that only need somewhere to file products. */
export async function insertCategory(ctx: TestContext, name: string, slug: string): Promise<number> {
  const [category] = await ctx.db.insert(categories).values({ name, slug }).returning();
  return category!.id;
}

/** A product written through the catalogue service by the system (no actor), at the test clock's time. */
export function insertProduct(ctx: TestContext, fields: ProductInput) {
  return createProduct(ctx.db, fields, null, ctx.clock.current);
}

/** Settings that turn mail queuing on (any smtp:// URL does); each test sends through an SMTP server of its own. */
export const MAIL_SETTINGS = {
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'shop@growbetter-it.ph',
  SITE_URL: 'https://shop.example.ph',
};

/** Every field the public inquiry form requires, filled as a visitor would. */
export const TEST_INQUIRY = {
  name: 'Maria Santos',
  phone: '+63 917 555 0101',
  company: 'Santos Trading',
  email: 'maria@example.ph',
  purpose: 'Product Inquiry',
  message: 'Do you have toner in stock?',
} as const;

/** A visitor's inquiry sent through the public form; `client` stands for the visitor's address. */
export async function submitTestInquiry(ctx: TestContext, client: string, fields: Record<string, string>) {
  const response = await ctx.request('POST', '/api/inquiries/', {
    json: { ...TEST_INQUIRY, ...fields },
    headers: { 'x-test-client': client },
  });
  expect(response.status).toBe(201);
}

/** A typed client's `bodySerializer` for a multipart upload: each field as a form field (a `File` keeps its name). */
export function asFormData(body: Record<string, Blob | string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) data.append(name, value);
  return data;
}

type SignInAnswer = components['schemas']['SignedIn'] | components['schemas']['TwoFactorChallenge'];

/** The tokens a sign-in answered; an error when it asked for a two-factor code instead. */
export function signedIn(answer: SignInAnswer): components['schemas']['SignedIn'] {
  if (!('access' in answer)) throw new Error('Asked for a two-factor code, not signed in');
  return answer;
}

/** The challenge a sign-in answered for its second step; an error when it signed in at once. */
export function challengeOf(answer: SignInAnswer): string {
  if (!('challenge' in answer)) throw new Error('Signed in at once, without a two-factor challenge');
  return answer.challenge;
}

/** A typed call's answer body, once it has succeeded (with `status`, when given). */
export function dataOf<T>(
  { data, error, response }: { data?: T; error?: unknown; response: Response },
  status?: number,
): T {
  if (status !== undefined) expect(response.status, JSON.stringify(error)).toBe(status);
  if (data === undefined) throw new Error(`${response.status} from ${response.url}: no successful answer`);
  return data;
}

type JsonContent<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessBody<Operation> = Operation extends { responses: infer Answers }
  ? JsonContent<Answers[Extract<keyof Answers, 200 | 201>]>
  : never;

/**
 * The success body of a raw `ctx.request` the typed client cannot send (a multipart form of loose fields, a
 * path without its trailing slash), typed by the documented operation `method` `path` it reached: the
 * contract check has already held the body to that operation's schema. With `status`, the answer must have it.
 */
export async function answerOf<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'patch'>(
  response: Response,
  method: Method,
  path: Path,
  status?: number,
): Promise<SuccessBody<paths[Path][Method]>> {
  const answered = `${method.toUpperCase()} ${path} answered ${response.status}`;
  if (status === undefined) expect(response.ok, answered).toBe(true);
  else expect(response.status, `${answered}: ${await response.clone().text()}`).toBe(status);
  return response.json();
}

/**
 * The error body of a raw `ctx.request` (a refusal of input the typed client would not let a test send), typed by
 * the document's error schema: the contract check has already held the body to it.
 */
export async function errorOf(response: Response): Promise<components['schemas']['Error']> {
  expect(response.ok, `answered ${response.status}`).toBe(false);
  return response.json();
}

/** A draft quotation of one catalogue line, written through the service. */
export function insertQuotation(
  ctx: TestContext,
  actor: TestUser,
  productId: number,
  fields: Record<string, unknown> = {},
) {
  return createQuotation(
    ctx.db,
    {
      customer_name: 'Maria Santos',
      customer_email: 'maria@example.ph',
      lines: [{ product: productId, quantity: 1 }],
      ...fields,
    },
    actor,
    ctx.clock.current,
  );
}

/**
 * The database, except that its updates fail as a restarting PostgreSQL's do while `state.away` is set: for
 * the workers that must keep an outcome they could not write.
 */
export function withFailingUpdates(db: Db): { db: Db; state: { away: boolean } } {
  const state = { away: false };
  const flaky = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'update' && state.away) {
        return () => {
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: flaky, state };
}

/** `count` products named "`prefix` 1" … straight into the table (searchable at once): for sizes past a limit. */
export async function insertNumberedProducts(
  ctx: TestContext,
  prefix: string,
  count: number,
  description: string,
): Promise<void> {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await ctx.db.execute(sql`
    insert into products (name, slug, price, brand, description)
    select ${prefix} || ' ' || n, ${slug} || '-' || n, 100, 'Generic', ${description}
    from generate_series(1, ${count}) as n
  `);
  await refreshSearchText(ctx.db, sql`p.name like ${`${prefix} %`}`);
}
