import { and, desc, eq, sql } from 'drizzle-orm';
import { products } from '~/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  insertCategory,
  insertNumberedProducts,
  type TestContext,
  type TestUser,
} from '../../test/harness';

/**
 * Pages of a plain listing from 600 rows in are slices of the catalogue's ids, newest first, kept per catalogue
 * version (product-query.ts). They must be the very pages the shallow path would give, and follow a change at
 * once.
 */
let ctx: TestContext;
let admin: TestUser;
let categoryId = 0;

const PAGE_SIZE = 12;
/** Pages either side of the first deep one (offset 600 at 12 a page is page 51). */
const PAGES = [49, 50, 51, 52, 55, 56, 57];

async function page(query: string): Promise<{ count: number; names: string[] }> {
  const response = await ctx.request('GET', `/api/products/?page_size=${PAGE_SIZE}&${query}`);
  expect(response.status, query).toBe(200);
  const body = (await response.json()) as { count: number; results: { name: string }[] };
  return { count: body.count, names: body.results.map((product) => product.name) };
}

/** What the page must show, read straight from the table. */
async function expected(onlyCategory: boolean, pageNumber: number) {
  const rows = await ctx.db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.hidden, false), onlyCategory ? eq(products.categoryId, categoryId) : undefined))
    .orderBy(desc(products.createdAt), desc(products.id));
  const names = rows.map((row) => row.name);
  const start = (pageNumber - 1) * PAGE_SIZE;
  return { count: names.length, names: names.slice(start, start + PAGE_SIZE) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = await insertCategory(ctx, 'Cables', 'cables');
  await insertNumberedProducts(ctx, 'Patch cord', 640, 'A cable.');
  await insertNumberedProducts(ctx, 'Adapter', 40, 'An adapter.');
  // Added long before the test clock's now, so a product added through the API is the newest.
  await ctx.db.execute(sql`update products set created_at = created_at - interval '10 years'`);
  // Most in the category, some hidden, so neither the whole catalogue nor the category is every row.
  await ctx.db.execute(sql`update products set category_id = ${categoryId} where id % 7 <> 0`);
  await ctx.db.execute(sql`update products set hidden = true where id % 50 = 0`);
  admin = await ctx.user('superuser');
}, 60_000);
afterAll(() => ctx.close());

describe('deep pages of a plain listing', () => {
  it('are the pages the table gives, whole catalogue and one category', async () => {
    for (const number of PAGES) {
      expect(await page(`page=${number}`), `page ${number}`).toEqual(await expected(false, number));
      expect(await page(`category=cables&page=${number}`), `cables page ${number}`).toEqual(
        await expected(true, number),
      );
    }
  });

  it('show a new product and a hidden one at once', async () => {
    const before = await page('page=52');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Fresh switch',
      brand: 'Acme',
      price: '900',
      stock: '3',
      category: String(categoryId),
    })) {
      form.append(key, value);
    }
    const created = await ctx.request('POST', '/api/products/', { body: form, token: admin.access });
    expect(created.status, await created.clone().text()).toBe(201);
    const after = await page('page=52');
    expect(after.count).toBe(before.count + 1);
    // Everything moved one place down: the page starts with what ended it before the new product.
    expect(after).toEqual(await expected(false, 52));
    expect(after.names.slice(1)).toEqual(before.names.slice(0, -1));

    await ctx.db.execute(sql`update products set hidden = true where name = ${before.names[0]!}`);
    expect(await page('page=52')).toEqual(await expected(false, 52));
  });

  it('past the last product answer as any page past the end: no rows, the whole count', async () => {
    const { count } = await expected(false, 1);
    const beyond = Math.ceil(count / PAGE_SIZE) + 1;
    expect((beyond - 1) * PAGE_SIZE).toBeGreaterThanOrEqual(600);
    expect(await page(`page=${beyond}`)).toEqual({ count, names: [] });
  });
});
