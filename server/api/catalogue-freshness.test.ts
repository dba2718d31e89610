import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '~/app/lib/api-schema';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache';
import { EXCEL_COLUMNS } from '../services/catalogue/excel';
import { readCatalogueVersion } from '../services/catalogue/catalogue-cache';
import { answerOf, createTestContext, dataOf, type TestContext, type TestUser } from '../test/harness';

/**
 * Public reads are cached per catalogue version (server/services/catalogue/catalogue-cache.ts) and answered 304 by
 * ETag (server/http/public-cache.ts). Every admin change must still show on the very next public request.
 */
let ctx: TestContext;
let admin: TestUser;
let laptops: components['schemas']['Category'];
let product: components['schemas']['Product'];

/** Every public read that shows `product`, asked twice so the second answer can only come from the cache. */
async function publicViews(slug: string) {
  const { api } = ctx;
  const views = async () => ({
    list: dataOf(await api.GET('/api/products/', { params: { query: { category: laptops.slug } } }), 200),
    search: dataOf(await api.GET('/api/products/', { params: { query: { query: 'freshness' } } }), 200),
    detail: await api.GET('/api/products/{identifier}/', { params: { path: { identifier: slug } } }),
    categories: dataOf(await api.GET('/api/categories/'), 200),
    category: dataOf(await api.GET('/api/categories/{id}/', { params: { path: { id: laptops.slug } } }), 200),
    filters: dataOf(await api.GET('/api/filters/', { params: { query: { category: laptops.slug } } }), 200),
  });
  await views();
  return views();
}

/** A change sent as the admin's forms send it (multipart), once it succeeded. */
async function submit(method: 'PUT' | 'POST', path: string, body: FormData): Promise<Response> {
  const response = await ctx.request(method, path, { token: admin.access, body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

/** A JSON change, once it succeeded. */
const asAdmin = () => ctx.apiFor(admin.access);
const hide = async (hidden: boolean) =>
  dataOf(
    await asAdmin().PATCH('/api/products/id/{id}/', {
      params: { path: { id: product.id } },
      body: { hidden },
    }),
  );

function form(fields: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  return data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser');
  laptops = await answerOf(
    await submit('POST', '/api/categories/', form({ name: 'Laptops' })),
    'post',
    '/api/categories/',
  );
  product = await answerOf(
    await submit(
      'POST',
      '/api/products/',
      form({ name: 'Freshness Book 14', brand: 'Acer', price: '30000', stock: 4, category: laptops.id }),
    ),
    'post',
    '/api/products/',
  );
});

afterAll(() => ctx.close());

describe('public reads after a catalogue change', () => {
  it('show a new price and stock on the very next request', async () => {
    expect((await publicViews(product.slug)).list.results[0]?.price).toBe('30000.00');
    await submit('PUT', `/api/products/id/${product.id}/`, form({ price: '27500', stock: 9 }));
    const after = await publicViews(product.slug);
    for (const page of [after.list, after.search]) {
      expect(page.results.find((item) => item.id === product.id)).toMatchObject({
        price: '27500.00',
        stock: 9,
      });
    }
    expect(after.detail.data).toMatchObject({ price: '27500.00', stock: 9 });
  });

  it('show stock moved by a shipped order', async () => {
    const order = dataOf(
      await asAdmin().POST('/api/orders/', {
        body: { customer_name: 'Juan dela Cruz', items: [{ product: product.id, quantity: 2 }] },
      }),
    );
    await publicViews(product.slug);
    dataOf(
      await asAdmin().PATCH('/api/orders/{id}/', {
        params: { path: { id: order.id } },
        body: { status: 'shipped' },
      }),
    );
    expect((await publicViews(product.slug)).detail.data).toMatchObject({ stock: 7 });
  });

  it('drop a hidden product from lists, counts and its page, and bring it back', async () => {
    expect((await publicViews(product.slug)).categories.find((c) => c.id === laptops.id)?.product_count).toBe(
      1,
    );
    await hide(true);
    const hidden = await publicViews(product.slug);
    expect(hidden.list.count).toBe(0);
    expect(hidden.search.count).toBe(0);
    expect(hidden.detail.response.status).toBe(404);
    expect(hidden.category.product_count).toBe(0);
    expect(hidden.filters.brand).toEqual([]);
    await hide(false);
    expect((await publicViews(product.slug)).list.count).toBe(1);
  });

  it('list a new product and its brand at once', async () => {
    await publicViews(product.slug);
    await submit(
      'POST',
      '/api/products/',
      form({ name: 'Freshness Pro 16', brand: 'Dell', price: '52000', stock: 1, category: laptops.id }),
    );
    const after = await publicViews(product.slug);
    expect(after.list.results.map((item) => item.name)).toContain('Freshness Pro 16');
    expect(after.search.count).toBe(2);
    expect(after.filters.brand).toEqual(['Acer', 'Dell']);
    expect(after.category.product_count).toBe(2);
  });

  it('show a renamed category in the list and in the products', async () => {
    await publicViews(product.slug);
    laptops = await answerOf(
      await submit('PUT', `/api/categories/${laptops.id}/`, form({ name: 'Laptops & Notebooks' })),
      'put',
      '/api/categories/{id}/',
    );
    const after = await publicViews(product.slug);
    expect(after.categories.map((category) => category.name)).toContain('Laptops & Notebooks');
    expect(after.list.results[0]?.category_name).toBe('Laptops & Notebooks');
  });

  it('show what an Excel import wrote', async () => {
    await publicViews(product.slug);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow([...EXCEL_COLUMNS]);
    const values: Partial<Record<(typeof EXCEL_COLUMNS)[number], unknown>> = {
      id: product.id,
      name: product.name,
      category: 'Laptops & Notebooks',
      brand: 'Acer',
      price: 19999,
      stock: 3,
    };
    sheet.addRow(EXCEL_COLUMNS.map((column) => values[column] ?? null));
    const upload = new FormData();
    upload.append(
      'excel_file',
      new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]),
      'products.xlsx',
    );
    await submit('POST', '/api/products/import-excel/', upload);
    expect((await publicViews(product.slug)).detail.data).toMatchObject({
      price: '19999.00',
      stock: 3,
    });
  });

  it('raise the version once per committed write, and not for a rolled-back one', async () => {
    const before = await readCatalogueVersion(ctx.db);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update products set stock = stock + 1`);
      await tx.execute(sql`update products set stock = stock - 1`);
    });
    expect(await readCatalogueVersion(ctx.db)).toBe(before + 1);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update categories set name = name`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCatalogueVersion(ctx.db)).toBe(before + 1);
  });
});

describe('HTTP caching of public reads', () => {
  const path = () => `/api/products/?category=${laptops.slug}`;

  it('answers 304 to a matching ETag until the catalogue changes', async () => {
    const first = await ctx.request('GET', path());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await ctx.request('GET', path(), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await submit('PUT', `/api/products/id/${product.id}/`, form({ stock: 11 }));
    const changed = await ctx.request('GET', path(), { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const page = await answerOf(changed, 'get', '/api/products/');
    expect(page.results.find((item) => item.id === product.id)?.stock).toBe(11);
  });

  it('gives each address its own ETag', async () => {
    const list = await ctx.request('GET', path());
    const other = await ctx.request('GET', `${path()}&page_size=1`);
    expect(list.headers.get('etag')).not.toBe(other.headers.get('etag'));
  });

  it('leaves signed-in requests, writes, errors and private endpoints uncached', async () => {
    const staffList = await ctx.request('GET', path(), { token: admin.access });
    expect(staffList.headers.get('etag')).toBeNull();
    expect(staffList.headers.get('cache-control')).toBe('no-store');
    const missing = await ctx.request('GET', '/api/products/no-such-product/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const dashboard = await ctx.request('GET', '/api/dashboard/');
    expect(dashboard.headers.get('cache-control')).toBe('no-store');
    const exported = await ctx.request('GET', '/api/products/export-excel/', {
      headers: { 'if-none-match': '*' },
    });
    expect(exported.status).toBe(401);
  });
});
