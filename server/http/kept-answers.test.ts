import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { catalogueVersion, withPinnedVersion } from '../services/catalogue/catalogue-cache';
import { listProducts } from '../services/catalogue/product-query';
import { answerOf, createTestContext, type TestContext, type TestUser } from '../test/harness';
import { inlineScriptHashes } from './security-headers';
import type { AppEnv } from './types';

/**
 * The public cache keeps answers as final bytes (server/http/public-cache.ts). It stands in front of React
 * Router here with a page that reads the catalogue through the same services the real pages use and counts
 * how often it is rendered; the API answers are the real ones.
 */
let ctx: TestContext;
let admin: TestUser;
let renders: string[];
let app: ReturnType<typeof createApp>;
let categoryId: number;

const SCRIPT = 'document.documentElement.dataset.kept="1"';

async function page(c: Context<AppEnv>): Promise<Response> {
  renders.push(c.req.path);
  const status = c.req.path === '/category/missing' ? 404 : 200;
  const { results } = await listProducts(c.var.deps.database.db, { page: 1, pageSize: 12 });
  const names = results.map((product) => product.name).join(', ');
  const query = new URL(c.req.url).searchParams.get('query') ?? '';
  const nonce = c.var.nonce ? ` nonce="${c.var.nonce}"` : '';
  return new Response(`<p>${names}</p><p>${query}</p><script${nonce}>${SCRIPT}</script>`, {
    status,
    headers: { 'content-type': 'text/html' },
  });
}

async function addProduct(name: string) {
  const data = new FormData();
  const fields = { name, brand: 'Acer', price: '30000', stock: '4', category: String(categoryId) };
  for (const [key, value] of Object.entries(fields)) {
    data.append(key, value);
  }
  const response = await ctx.request('POST', '/api/products/', { token: admin.access, body: data });
  expect(response.status).toBe(201);
  return answerOf(response, 'post', '/api/products/');
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** The answer's text as a browser reads it (app.request hands over the bytes as sent). */
async function textOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser');
  const category = new FormData();
  category.append('name', 'Laptops');
  const created = await ctx.request('POST', '/api/categories/', { token: admin.access, body: category });
  categoryId = (await answerOf(created, 'post', '/api/categories/')).id;
  await addProduct('Cached Book 14');
});

afterAll(() => ctx.close());

describe('kept answers', () => {
  it('render a public page once per catalogue version and send the same bytes and policy every time', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request('/products');
      expect(response.status).toBe(200);
      answers.push({ body: await response.text(), policy: response.headers.get('content-security-policy') });
    }
    expect(renders).toEqual(['/products']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('Cached Book 14');
    // No nonce in the page: the policy names the hash of its script, so the copy is right for everyone.
    expect(answers[0]!.body).not.toContain('nonce=');
    expect(answers[0]!.policy).toContain(
      `'${inlineScriptHashes(Buffer.from(`<script>${SCRIPT}</script>`))[0]}'`,
    );
    expect(answers[0]!.policy).not.toContain("'nonce-");
    expect(new Set(answers.map((answer) => answer.policy)).size).toBe(1);
  });

  it('go out as brotli, gzip or plain bytes, each with its own length and ETag, and the security headers', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const plain = await app.request('/categories');
    const br = await app.request('/categories', { headers: BROWSER });
    const gzip = await app.request('/categories', { headers: { 'accept-encoding': 'gzip' } });
    expect(renders).toEqual(['/categories']);
    const text = await plain.text();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const brBytes = Buffer.from(await br.arrayBuffer());
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);
    expect(gunzipSync(gzipBytes).toString()).toBe(text);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const etags = [plain, br, gzip].map((response) => response.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    for (const response of [plain, br, gzip]) {
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0/);
    }
    // Each answer names its own request.
    expect(br.headers.get('x-request-id')).not.toBe(gzip.headers.get('x-request-id'));
    // A browser holding the brotli copy is told it is current.
    const again = await app.request('/categories', {
      headers: { ...BROWSER, 'if-none-match': etags[1]! },
    });
    expect(again.status).toBe(304);
    expect(renders).toEqual(['/categories']);
  });

  it('show a catalogue change on the very next request', async () => {
    app = createApp(ctx.deps, { pages: page });
    expect(await (await app.request('/products', { headers: BROWSER })).text()).not.toContain(
      'Fresh Book 16',
    );
    renders = [];
    await addProduct('Fresh Book 16');
    const after = await app.request('/products', { headers: BROWSER });
    expect(await textOf(after)).toContain('Fresh Book 16');
    await app.request('/products', { headers: BROWSER });
    expect(renders).toEqual(['/products']);
    const list = await app.request('/api/products/', { headers: BROWSER });
    expect(await textOf(list)).toContain('Fresh Book 16');
  });

  it("add Accept-Encoding to a page's own Vary rather than replace it", async () => {
    const varying = createApp(ctx.deps, {
      pages: () =>
        new Response('<p>varies</p>', { headers: { 'content-type': 'text/html', vary: 'Cookie' } }),
    });
    for (const headers of [{}, BROWSER]) {
      const response = await varying.request('/about?vary=1', { headers });
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    }
  });

  it('keep pages apart by their address, query string included', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const first = await (await app.request('/search?query=alpha')).text();
    const second = await (await app.request('/search?query=beta')).text();
    expect(first).toContain('<p>alpha</p>');
    expect(second).toContain('<p>beta</p>');
    await app.request('/search?query=alpha');
    expect(renders).toEqual(['/search', '/search']);
  });

  it('are made once for a rush on an address nobody has asked for', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/services/web', { headers: BROWSER })),
    );
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(renders).toEqual(['/services/web']);
  });

  it('hold the public API as final bytes too, never what a signed-in client is answered', async () => {
    app = createApp(ctx.deps, { pages: page });
    const first = await app.request('/api/products/?page_size=5', { headers: BROWSER });
    const second = await app.request('/api/products/?page_size=5', { headers: BROWSER });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from(await second.arrayBuffer()));
    const signedIn = await app.request('/api/products/?page_size=5', {
      headers: { ...BROWSER, authorization: `Bearer ${admin.access}` },
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
  });

  it('keep nothing that is not a plain public answer, and give such pages a nonce of their own', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    for (let i = 0; i < 2; i += 1) {
      const missing = await app.request('/category/missing');
      expect(missing.status).toBe(404);
      const backOffice = await app.request('/admin-products');
      expect(backOffice.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
      await app.request('/products', { headers: { authorization: `Bearer ${admin.access}` } });
    }
    expect(renders).toEqual([
      '/category/missing',
      '/admin-products',
      '/products',
      '/category/missing',
      '/admin-products',
      '/products',
    ]);
  });
});

describe('the catalogue version', () => {
  it('is shared by a burst of requests, and a commit is seen by every request that comes after it', async () => {
    const db = ctx.deps.database.db;
    const before = await catalogueVersion(db);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => withPinnedVersion(db, () => catalogueVersion(db))),
    );
    expect(new Set(burst)).toEqual(new Set([before]));
    const running = Promise.all(Array.from({ length: 5 }, () => catalogueVersion(db)));
    await addProduct('Version Book 1');
    const after = await catalogueVersion(db);
    expect(after).toBeGreaterThan(before);
    expect((await running).every((version) => version >= before)).toBe(true);
  });
});
