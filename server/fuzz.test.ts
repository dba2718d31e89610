import { describe, expect, it } from 'vitest';
import { categories } from '~/db/schema';
import { createProduct } from './services/catalogue/products';
import { dataOf, openStaffedContext, type TestContext } from './test/harness';

/**
 * Throws odd input at every API route, as every kind of caller, and checks the one promise that covers them
 * all: a client's input never produces a 500. Deterministic (seeded), so a failure can be replayed.
 */
const { ctx, admin, staff } = await openStaffedContext();

/** A seeded generator, so a failing run can be repeated: `next` in [0, 1), `pick` one of the items. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const oddValues: unknown[] = [
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  '💥',
  '../../etc/passwd',
  "'; drop table products; --",
  '=HYPERLINK("http://evil")',
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { nested: { deep: [1, 2, 3] } },
];
const pathValues = ['1', '0', '-1', 'abc', '99999999999999999999', '%00', '1.5', 'laptops', '%E2%80%AE'];
const fieldNames = [
  'name',
  'email',
  'password',
  'refresh',
  'username',
  'password1',
  'password2',
  'price',
  'discounted_price',
  'stock',
  'brand',
  'category',
  'hidden',
  'status',
  'notes',
  'purpose',
  'message',
  'product',
  'customer_name',
  'customer_email',
  'items',
  'inquiry',
  'quantity',
  'unit_price',
  'query',
];

describe('fuzzing every API route', () => {
  it('never answers 500', async () => {
    const { next, pick } = random(20261122);
    const routes = [...new Set(ctx.app.routes.map((route) => route.path))].filter(
      (path) => path.startsWith('/api/') && !path.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(15);
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const failures: string[] = [];

    for (const route of routes) {
      for (let round = 0; round < 12; round++) {
        const path = route.replace(/:\w+/g, () => pick(pathValues)) + (next() < 0.5 ? '/' : '');
        const method = pick(methods);
        const token = pick([undefined, staff.access, admin.access, 'not-a-token']);
        const body: Record<string, unknown> = {};
        for (let field = 0; field < 4; field++) body[pick(fieldNames)] = pick(oddValues);
        const kind = next();
        let options: Parameters<TestContext['request']>[2];
        if (method === 'GET' || method === 'DELETE') {
          const query = new URLSearchParams({
            [pick(fieldNames)]: String(pick(oddValues)),
            page: pick(pathValues),
          });
          options = { token };
          const response = await ctx.request(method, `${path}?${query}`, options);
          if (response.status >= 500) failures.push(`${method} ${path}?${query} → ${response.status}`);
          continue;
        }
        if (kind < 0.5) options = { token, json: body };
        else if (kind < 0.8) {
          const form = new FormData();
          for (const [key, value] of Object.entries(body)) form.append(key, String(value));
          if (next() < 0.5)
            form.append(pick(['image', 'icon', 'excel_file']), new Blob(['not really a file']), 'x.png');
          options = { token, body: form };
        } else {
          options = {
            token,
            body: pick(['{', 'null', '[]', '"text"', '\u0000\u0001\u0002', 'a=b&c=d']),
            headers: { 'content-type': pick(['application/json', 'text/plain', 'multipart/form-data']) },
          };
        }
        const response = await ctx.request(method, path, options);
        if (response.status >= 500) {
          failures.push(`${method} ${path} ${JSON.stringify(options.json ?? '')} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 500 to odd order lines', async () => {
    const { next, pick } = random(20261123);
    const [category] = await ctx.db.insert(categories).values({ name: 'Fuzz', slug: 'fuzz' }).returning();
    const [product, other] = await Promise.all(
      ['Fuzz Laptop', 'Fuzz Printer'].map((name) =>
        createProduct(
          ctx.db,
          { name, brand: 'HP', price: '100', stock: 3, category: category!.id },
          null,
          ctx.clock.current,
        ),
      ),
    );
    const created = await ctx.apiFor(staff.access).POST('/api/orders/', {
      body: { customer_name: 'Fuzz', items: [{ product: product!.id, quantity: 1 }] },
    });
    const { id } = dataOf(created);
    const values = [...oddValues, product!.id, String(other!.id), '1', '12.5', id];
    /** Mostly a good value, so some requests get past validation to the database work behind it. */
    const maybe = (good: unknown) => (next() < 0.7 ? good : pick(values));
    const failures: string[] = [];
    for (let round = 0; round < 150; round++) {
      const items = [product!.id, other!.id].slice(0, next() < 0.5 ? 1 : 2).map((productId) => {
        const item: Record<string, unknown> = {};
        item.product = maybe(productId);
        item.quantity = maybe(1);
        if (next() < 0.5) item.unit_price = maybe('99.50');
        return next() < 0.95 ? item : pick(values);
      });
      const json = {
        customer_name: maybe('Fuzz'),
        customer_email: maybe(''),
        inquiry: next() < 0.7 ? undefined : pick(values),
        status: maybe(pick(['pending', 'shipped', 'delivered', 'cancelled'])),
        notes: maybe('note'),
        items: next() < 0.95 ? items : pick(values),
      };
      const [method, path] = pick([
        ['POST', '/api/orders/'],
        ['PUT', `/api/orders/${id}/`],
        ['PATCH', `/api/orders/${id}/`],
      ] as const);
      const response = await ctx.request(method, path, { json, token: staff.access });
      if (response.status >= 500)
        failures.push(`${method} ${path} ${JSON.stringify(json)} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 500 to odd query strings: repeated keys, unicode, NUL, huge and negative numbers', async () => {
    const { next, pick } = random(20261124);
    const keys = [
      'page',
      'page_size',
      'category',
      'query',
      'name',
      'sort_by',
      'brand',
      'processor',
      'storage',
      'status',
      'purpose',
      'q',
      'dry_run',
      'page[]',
      '__proto__',
      'constructor',
    ];
    // Already percent-encoded, so invalid UTF-8 and raw NUL reach the parser exactly as a hostile client sends them.
    const values = [
      '',
      '-1',
      '0',
      '-0',
      '1e309',
      '99999999999999999999999',
      '9007199254740993',
      'NaN',
      'Infinity',
      '0x10',
      '1.5',
      '%00',
      '%FF%FE',
      '%E2%80%AE',
      '%F0%9F%92%A5',
      encodeURIComponent('Ñandú ñ 中文'),
      encodeURIComponent("'; drop table products; --"),
      'x'.repeat(300),
      '%',
      '%%20',
      'latest',
      'laptops',
      'pending',
    ];
    const routes = [
      ...new Set(ctx.app.routes.filter((route) => route.method === 'GET').map((route) => route.path)),
    ]
      .filter((path) => path.startsWith('/api/') && !path.includes('*'))
      .map((path) => path.replace(/:\w+/g, '1'));
    const failures: string[] = [];
    for (const path of routes) {
      for (let round = 0; round < 15; round++) {
        const pairs = Array.from(
          { length: 1 + Math.floor(next() * 6) },
          () => `${pick(keys)}=${pick(values)}`,
        );
        if (next() < 0.3) pairs.push(...Array.from({ length: 60 }, () => `brand=${pick(values)}`));
        const url = `${path}/?${pairs.join('&')}`;
        const response = await ctx.request('GET', url, {
          token: pick([undefined, staff.access, admin.access]),
        });
        const type = response.headers.get('content-type') ?? '';
        // The reference viewer's page is HTML; it reads no parameters.
        if (response.status >= 500 || !/json|spreadsheet|html|css|javascript/.test(type))
          failures.push(`GET ${url} → ${response.status} ${type}`);
        await response.body?.cancel();
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('never answers 500 to odd JSON shapes on any writing route', async () => {
    const { next, pick } = random(20261125);
    const shapes = [
      '[]',
      '[{}]',
      '"\\u0000"',
      '1e400',
      '-0',
      'true',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
      JSON.stringify({
        name: '\u0000\u0000',
        price: '1e400',
        stock: 1e21,
        category: -1,
        items: [{ product: 1e21 }],
      }),
      JSON.stringify({ name: '\ud800', email: '\udfff@example.com', username: '\u202e', password: '\u0000' }),
      JSON.stringify({ __proto__: { isSuperuser: true }, constructor: { prototype: { hidden: true } } }),
      JSON.stringify({ status: ['shipped', 'shipped'], hidden: 'yes', notes: { toString: 1 } }),
      JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]))),
    ];
    const routes = ctx.app.routes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.path.startsWith('/api/'))
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, '1') }));
    const failures: string[] = [];
    for (const { method, path } of routes) {
      for (const shape of shapes) {
        const response = await ctx.request(method, `${path}/`, {
          body: shape,
          headers: { 'content-type': 'application/json', 'x-test-client': `shape-${next()}` },
          token: pick([undefined, staff.access, admin.access]),
        });
        if (response.status >= 500)
          failures.push(`${method} ${path} ${shape.slice(0, 60)} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
