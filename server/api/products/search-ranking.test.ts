import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_ALL_LIMIT } from '../../services/catalogue/search-query';
import {
  answerOf,
  createTestContext,
  dataOf,
  insertNumberedProducts,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let category = '';

async function create(fields: Record<string, string>): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    brand: 'Generic',
    price: '500',
    stock: '1',
    category,
    ...fields,
  })) {
    body.append(key, value);
  }
  const response = await ctx.request('POST', '/api/products/', { body, token: admin.access });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function search(text: string): Promise<{ count: number; names: string[] }> {
  const body = dataOf(
    await ctx.api.GET('/api/products/', { params: { query: { query: text, page_size: 50 } } }),
  );
  return { count: body.count, names: body.results.map((product) => product.name) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser');
  const body = new FormData();
  body.append('name', 'Accessories');
  const response = await ctx.request('POST', '/api/categories/', { body, token: admin.access });
  category = String((await answerOf(response, 'post', '/api/categories/')).id);
});

afterAll(() => ctx.close());

describe('search ranking', () => {
  it('puts a name that starts with the words above one that only mentions them', async () => {
    // Created first, so the newest-first tie-break alone would put it last.
    await create({ name: 'Epson EcoTank L3210 Printer' });
    await create({ name: 'Ink Bottle for Epson EcoTank L3210' });
    await create({ name: 'Printer Stand', description: 'Fits the Epson EcoTank series.' });
    expect((await search('epson ecotank')).names).toEqual([
      'Epson EcoTank L3210 Printer',
      'Ink Bottle for Epson EcoTank L3210',
      'Printer Stand',
    ]);
  });

  it(`ranks names first when more than ${RANK_ALL_LIMIT} products match, then the rest newest first`, async () => {
    await create({ name: 'Widget Hub Pro' });
    await create({ name: 'USB Widget Cable' });
    // Many products that mention the word only in their description, newer than both names above.
    await insertNumberedProducts(ctx, 'Accessory', RANK_ALL_LIMIT + 50, 'Works with any widget.');

    const found = await search('widget');
    expect(found.count).toBe(RANK_ALL_LIMIT + 52);
    expect(found.names.slice(0, 4)).toEqual([
      'Widget Hub Pro',
      'USB Widget Cable',
      `Accessory ${RANK_ALL_LIMIT + 50}`,
      `Accessory ${RANK_ALL_LIMIT + 49}`,
    ]);
  });
});
