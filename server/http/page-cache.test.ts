import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { listProducts } from '../services/catalogue/product-query';
import { answerOf, createTestContext, type TestContext, type TestUser } from '../test/harness';
import type { AppEnv } from './types';

/**
 * The page cache (server/http/page-cache.ts) stands in front of React Router here with a page that reads the
 * catalogue through the same services the real pages use, and counts how often it is rendered.
 */
let ctx: TestContext;
let admin: TestUser;
let renders: string[];
let app: ReturnType<typeof createApp>;
let categoryId: number;

async function page(c: Context<AppEnv>): Promise<Response> {
  renders.push(c.req.path);
  const status = c.req.path === '/category/missing' ? 404 : 200;
  const { results } = await listProducts(c.var.deps.database.db, { page: 1, pageSize: 12 });
  const names = results.map((product) => product.name).join(', ');
  const query = new URL(c.req.url).searchParams.get('query') ?? '';
  return new Response(
    `<p>${names}</p><p>${query}</p><script nonce="${c.var.nonce}"></script><script nonce="${c.var.nonce}"></script>`,
    { status, headers: { 'content-type': 'text/html' } },
  );
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
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

describe('the page cache', () => {
  it('renders a public page once per catalogue version and gives every answer its own nonce', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request('/products');
      expect(response.status).toBe(200);
      const nonce = nonceOf(response);
      const body = await response.text();
      expect(body).toContain('Cached Book 14');
      expect(body.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    expect(renders).toEqual(['/products']);
  });

  it('shows a catalogue change on the very next request', async () => {
    app = createApp(ctx.deps, { pages: page });
    expect(await (await app.request('/products')).text()).not.toContain('Fresh Book 16');
    renders = [];
    await addProduct('Fresh Book 16');
    const after = await app.request('/products');
    expect(await after.text()).toContain('Fresh Book 16');
    await app.request('/products');
    expect(renders).toEqual(['/products']);
  });

  it('keeps pages apart by their address, query string included', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const first = await (await app.request('/search?query=alpha')).text();
    const second = await (await app.request('/search?query=beta')).text();
    expect(first).toContain('<p>alpha</p>');
    expect(second).toContain('<p>beta</p>');
    await app.request('/search?query=alpha');
    expect(renders).toEqual(['/search', '/search']);
  });

  it('renders a rush on a page nobody has seen once', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/categories')));
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(5);
    for (const [index, answer] of answers.entries()) {
      expect(await answer.text()).toContain(`nonce="${nonces[index]}"`);
    }
    expect(renders).toEqual(['/categories']);
  });

  it('does not keep what is not a plain public page', async () => {
    renders = [];
    app = createApp(ctx.deps, { pages: page });
    for (let i = 0; i < 2; i += 1) {
      const missing = await app.request('/category/missing');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain(`nonce="${nonceOf(missing)}"`);
      await app.request('/admin-products');
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
