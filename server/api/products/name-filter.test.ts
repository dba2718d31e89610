import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '~/db/schema';
import type { ProductView } from '~/domain/catalogue';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let staff: TestUser;
let categoryId = 0;

async function create(name: string, extra: Record<string, string> = {}): Promise<void> {
  const data = new FormData();
  const fields = { name, brand: 'Acme', price: '100', stock: '1', category: String(categoryId), ...extra };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const response = await ctx.request('POST', '/api/products/', { body: data, token: admin.access });
  expect(response.status, await response.clone().text()).toBe(201);
  ctx.clock.advance(1);
}

async function get(path: string, token?: string) {
  const response = await ctx.request('GET', path, { token });
  return { status: response.status, body: await response.json() };
}

const names = (body: { results: ProductView[] }) => body.results.map((product) => product.name).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser');
  staff = await ctx.user('staff');
  const [row] = await ctx.db.insert(categories).values({ name: 'Office', slug: 'office' }).returning();
  categoryId = row!.id;
  await create('Stapler Heavy Duty', { description: 'Staples up to 100 sheets' });
  await create('Mini stapler');
  await create('Ballpen 100% ink');
  await create('Ballpen 1000 pack');
  await create('Folder_A4');
  await create('Folder A4 blue');
  await create('Path C:\\docs cable');
  await create('Hidden staple remover', { hidden: 'true', brand: 'Stapler Co' });
});
afterAll(() => ctx.close());

describe('GET /api/products/?name=', () => {
  it('matches a case-insensitive substring of the name only', async () => {
    const { status, body } = await get('/api/products/?name=STAPLER');
    expect(status).toBe(200);
    // "Staples" in a description and "Stapler Co" as a brand do not count: only the name is searched.
    expect(names(body)).toEqual(['Mini stapler', 'Stapler Heavy Duty']);
    expect(body.count).toBe(2);
  });

  it('matches inside words and single letters', async () => {
    expect(names((await get('/api/products/?name=apl')).body)).toEqual([
      'Mini stapler',
      'Stapler Heavy Duty',
    ]);
    expect((await get('/api/products/?name=y')).body.count).toBe(1);
  });

  it('takes %, _ and backslash literally', async () => {
    expect(names((await get('/api/products/?name=100%25')).body)).toEqual(['Ballpen 100% ink']);
    expect(names((await get('/api/products/?name=r_a')).body)).toEqual(['Folder_A4']);
    expect(names((await get('/api/products/?name=C%3A%5Cdocs')).body)).toEqual(['Path C:\\docs cable']);
    expect((await get('/api/products/?name=%25%25')).body.count).toBe(0);
  });

  it('trims the text and ignores a blank one', async () => {
    expect(names((await get('/api/products/?name=%20%20folder%20')).body)).toEqual([
      'Folder A4 blue',
      'Folder_A4',
    ]);
    for (const blank of ['', '%20%20']) {
      const { status, body } = await get(`/api/products/?name=${blank}`);
      expect(status).toBe(200);
      expect(body.count).toBe(7);
    }
  });

  it('includes hidden products for staff and superusers only', async () => {
    expect(names((await get('/api/products/?name=staple')).body)).toEqual([
      'Mini stapler',
      'Stapler Heavy Duty',
    ]);
    for (const user of [staff, admin]) {
      const { body } = await get('/api/products/?name=staple', user.access);
      expect(names(body)).toEqual(['Hidden staple remover', 'Mini stapler', 'Stapler Heavy Duty']);
      expect(body.results.find((p: ProductView) => p.name === 'Hidden staple remover').hidden).toBe(true);
    }
  });

  it('paginates the matches newest first, keeping the filter in the links', async () => {
    const first = await get('/api/products/?name=ballpen&page_size=1', admin.access);
    expect(first.body.count).toBe(2);
    expect(first.body.results[0].name).toBe('Ballpen 1000 pack');
    expect(first.body.next).toBe('/api/products/?name=ballpen&page_size=1&page=2');
    const second = await get(first.body.next, admin.access);
    expect(second.body.results[0].name).toBe('Ballpen 100% ink');
    expect(second.body.next).toBeNull();
  });

  it('combines with the category and the other filters', async () => {
    expect((await get('/api/products/?name=folder&category=office&brand=acme')).body.count).toBe(2);
    expect((await get('/api/products/?name=folder&brand=other')).body.count).toBe(0);
    expect((await get('/api/products/?name=folder&category=nope')).status).toBe(404);
  });

  it('answers 400 with a field error for a name over 200 characters', async () => {
    const { status, body } = await get(`/api/products/?name=${'a'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.name).toHaveLength(1);
  });

  it('survives input the database cannot store', async () => {
    for (const name of ['%00', 'zz%00zz', '%27%3B--']) {
      const { status, body } = await get(`/api/products/?name=${name}`);
      expect(status, name).toBe(200);
      expect(body.count, name).toBe(name === '%00' ? 7 : 0);
    }
  });
});
