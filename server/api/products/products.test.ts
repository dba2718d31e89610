import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, productImages, products } from '~/db/schema';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { mediaName } from '../../services/shared/media-urls';
import { getFilters, getProduct, listBrands, listProducts } from '../../services/catalogue/products';
import { answerOf, errorOf, insertCategory, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const category = { laptops: 0, printers: 0, office: 0 };
const made: Record<string, ProductView> = {};

type Fields = Record<string, string | number | boolean | null>;

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) data.append(key, String(value));
  return data;
}

function send(method: 'POST' | 'PUT', path: string, fields: Fields, token: string | null = staff.access) {
  return ctx.request(method, path, { body: form(fields), token: token ?? undefined });
}

async function create(fields: Fields): Promise<ProductView> {
  const response = await send('POST', '/api/products/', fields, admin.access);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  ctx.clock.advance(1);
  return answerOf(response, 'post', '/api/products/');
}

/** A plain office product: for tests about one property, where price, stock and category do not matter. */
function officeItem(name: string, brand = 'HP'): Promise<ProductView> {
  return create({ name, brand, price: 1, stock: 1, category: category.office });
}

async function remove(...doomed: ProductView[]): Promise<void> {
  for (const product of doomed) {
    await ctx.request('DELETE', `/api/products/id/${product.id}/`, { token: admin.access });
  }
}

async function get(path: string, token?: string) {
  const response = await ctx.request('GET', path, { token });
  return { status: response.status, body: await response.json() };
}

const names = (body: { results: ProductView[] }) => body.results.map((product) => product.name);

const laptop = (name: string, extra: Fields = {}): Fields => ({
  name,
  brand: 'Lenovo',
  price: '45999',
  stock: 5,
  category: category.laptops,
  processor: 'Intel Core i5-12400',
  ram_size: '8GB',
  storage_type: 'SSD',
  storage_capacity: '512GB',
  screen_size: '15.6"',
  resolution: '1920x1080',
  operating_system: 'Windows 11',
  warranty: '1 year',
  ...extra,
});

beforeAll(async () => {
  category.laptops = await insertCategory(ctx, 'Laptops', 'laptops');
  category.printers = await insertCategory(ctx, 'Printers', 'printers');
  category.office = await insertCategory(ctx, 'Office Supplies', 'office-supplies');

  made.ideapad = await create(
    laptop('Lenovo IdeaPad Slim 3', {
      brand: 'lenovo',
      discounted_price: '42999.50',
      key_features: 'Thin\nLight',
    }),
  );
  made.pavilion = await create(
    laptop('HP Pavilion 15', {
      brand: 'hp',
      price: '52999',
      processor: 'Intel Core i7-1255U',
      ram_size: '16GB',
      storage_capacity: '1TB',
      operating_system: 'Windows 11 Pro',
    }),
  );
  made.aspire = await create(
    laptop('Acer Aspire 5', {
      brand: 'ACER',
      price: '35999',
      processor: 'AMD Ryzen 5 5500U',
      storage_type: 'HDD',
      storage_capacity: '1TB',
    }),
  );
  made.laserjet = await create({
    name: 'HP LaserJet Pro M404dn',
    brand: 'HP',
    price: '18999.00',
    stock: 3,
    category: category.printers,
    key_features: 'Monochrome laser printer\nDuplex printing',
    processor: 'should be dropped',
  });
  made.ecotank = await create({
    name: 'Epson EcoTank L3210',
    brand: 'epson',
    price: '9999',
    discounted_price: '8999',
    stock: 0,
    category: category.printers,
    description: 'Ink tank printer for home and office.',
  });
  made.paper = await create({
    name: 'Printer Paper A4',
    brand: 'hard copy',
    price: '250',
    stock: 100,
    category: category.office,
  });
  made.pixma = await create({
    name: 'Canon Pixma G3010',
    brand: 'Canon',
    price: '11999',
    stock: 2,
    category: category.printers,
    hidden: 'true',
  });
});

describe('POST /api/products/', () => {
  it('creates a product with every field the spec lists', () => {
    expect(made.ideapad).toMatchObject({
      name: 'Lenovo IdeaPad Slim 3',
      slug: 'lenovo-ideapad-slim-3',
      product_slug: 'lenovo-ideapad-slim-3',
      price: '45999.00',
      discounted_price: '42999.50',
      stock: 5,
      brand: 'Lenovo',
      key_features: 'Thin\nLight',
      hidden: false,
      category: category.laptops,
      category_slug: 'laptops',
      category_name: 'Laptops',
      image: null,
      images: [],
      processor: 'Intel Core i5-12400',
      storage_capacity: '512GB',
      warranty: '1 year',
    });
    expect(typeof made.ideapad!.id).toBe('number');
    expect(made.ideapad!.created_at).toBe('2026-11-22T08:00:00.000Z');
  });

  it('normalises brands and matches them case-insensitively', () => {
    expect(made.pavilion!.brand).toBe('HP');
    expect(made.aspire!.brand).toBe('Acer');
    expect(made.ecotank!.brand).toBe('Epson');
    expect(made.paper!.brand).toBe('Hard Copy');
  });

  it('keeps laptop fields only for the laptop category', () => {
    expect(made.laserjet!.processor).toBeNull();
  });

  it('lets a superuser create a hidden product', () => {
    expect(made.pixma!.hidden).toBe(true);
  });

  it('ignores hidden from staff', async () => {
    const response = await send('POST', '/api/products/', {
      name: 'Staff Product',
      brand: 'Acer',
      price: 100,
      stock: 1,
      category: category.office,
      hidden: 'true',
    });
    expect(response.status).toBe(201);
    const body = await answerOf(response, 'post', '/api/products/');
    expect(body.hidden).toBe(false);
    await ctx.request('DELETE', `/api/products/id/${body.id}/`, { token: admin.access });
  });

  it('accepts a JSON body too', async () => {
    const response = await ctx.request('POST', '/api/products', {
      json: { name: 'Json Mouse', brand: 'Logitech', price: 499.5, stock: 2, category: category.office },
      token: staff.access,
    });
    expect(response.status).toBe(201);
    const body = await answerOf(response, 'post', '/api/products/');
    expect(body.price).toBe('499.50');
    await ctx.request('DELETE', `/api/products/id/${body.id}/`, { token: admin.access });
  });

  it('matches a new brand to the label already in use', async () => {
    const first = await officeItem('Brand A', 'ASUS');
    const second = await officeItem('Brand B', 'asus');
    expect(first.brand).toBe('ASUS');
    expect(second.brand).toBe('ASUS');
    await remove(first, second);
  });

  it('gives a clashing slug a suffix and never a reserved path', async () => {
    const one = await officeItem('Export Excel');
    const two = await officeItem('Lenovo IdeaPad Slim-3!');
    expect(one.slug).toBe('export-excel-2');
    expect(two.slug).toBe('lenovo-ideapad-slim-3-2');
    await remove(one, two);
  });

  it('requires a signed-in staff member', async () => {
    const fields = { name: 'Nope', brand: 'HP', price: 1, stock: 1, category: category.office };
    expect((await send('POST', '/api/products/', fields, null)).status).toBe(401);
    expect((await send('POST', '/api/products/', fields, 'not-a-token')).status).toBe(401);
  });

  it.each([
    [{ name: null }, { name: [messages.product.nameRequired] }],
    [{ name: '   ' }, { name: [messages.product.nameRequired] }],
    [{ brand: ' ' }, { brand: [messages.product.brandRequired] }],
    [{ price: '' }, { price: [messages.product.priceRequired] }],
    [{ stock: '' }, { stock: [messages.product.stockRequired] }],
    [{ category: '' }, { category: [messages.product.categoryRequired] }],
    [{ category: 'abc' }, { category: [messages.product.categoryRequired] }],
    [{ category: 999999 }, { category: [messages.category.notFound] }],
    [{ name: '  lenovo IDEAPAD slim 3 ' }, { name: [messages.product.nameTaken] }],
    [{ discounted_price: '200.01' }, { discounted_price: [messages.product.discountTooHigh] }],
    [{ price: '10.555' }, { price: ['Price must be a number of at least 0 with at most 2 decimal places.'] }],
    [{ price: '-1' }, { price: ['Price must be a number of at least 0 with at most 2 decimal places.'] }],
    [{ stock: '-1' }, { stock: ['Stock must be 0 or more.'] }],
    [{ stock: '1.5' }, { stock: ['Stock must be a whole number.'] }],
  ])('answers 400 with field errors for %j', async (override, expected) => {
    const base: Fields = {
      name: 'Valid Name',
      brand: 'HP',
      price: '200',
      stock: 1,
      category: category.office,
    };
    const fields: Fields = { ...base, ...override };
    const response = await send('POST', '/api/products/', fields);
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body).toMatchObject(expected);
    expect(typeof body.detail).toBe('string');
  });

  it('reports every problem at once', async () => {
    const response = await send('POST', '/api/products/', { name: 'HP Pavilion 15', price: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      name: [messages.product.nameTaken],
      brand: [messages.product.brandRequired],
      stock: [messages.product.stockRequired],
      category: [messages.product.categoryRequired],
    });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await ctx.request('POST', '/api/products/', {
      rawJson: '{"name": ',
      token: staff.access,
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/products/', () => {
  it('lists visible products newest first for the public, with and without the trailing slash', async () => {
    for (const path of ['/api/products/', '/api/products']) {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(body.count).toBe(6);
      expect(body.next).toBeNull();
      expect(body.previous).toBeNull();
      expect(names(body)).toEqual([
        'Printer Paper A4',
        'Epson EcoTank L3210',
        'HP LaserJet Pro M404dn',
        'Acer Aspire 5',
        'HP Pavilion 15',
        'Lenovo IdeaPad Slim 3',
      ]);
    }
  });

  it('shows hidden products to staff, flagged', async () => {
    const { body } = await get('/api/products/?category=printers', staff.access);
    expect(body.count).toBe(3);
    expect(body.results.find((p: ProductView) => p.name === 'Canon Pixma G3010').hidden).toBe(true);
    const anonymous = await get('/api/products/?category=printers');
    expect(names(anonymous.body)).not.toContain('Canon Pixma G3010');
  });

  it('filters by category slug and answers 404 for an unknown one', async () => {
    const { body } = await get('/api/products/?category=laptops');
    expect(body.count).toBe(3);
    expect((await get('/api/products/?category=nope')).status).toBe(404);
    expect((await get('/api/products/?category=%00')).status).toBe(404);
  });

  it('paginates with next and previous links that keep the other parameters', async () => {
    const first = await get('/api/products/?category=laptops&page_size=2&sort_by=name');
    expect(first.body.count).toBe(3);
    expect(names(first.body)).toEqual(['Acer Aspire 5', 'HP Pavilion 15']);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/api/products/?category=laptops&page_size=2&sort_by=name&page=2');
    const second = await get(first.body.next);
    expect(names(second.body)).toEqual(['Lenovo IdeaPad Slim 3']);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe('/api/products/?category=laptops&page_size=2&sort_by=name');
    const beyond = await get('/api/products/?category=laptops&page_size=2&page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.previous).toBe('/api/products/?category=laptops&page_size=2&page=2');
  });

  it('uses the default page size of 12', async () => {
    for (let index = 0; index < 8; index++) {
      await create({
        name: `Ballpen ${index}`,
        brand: 'Pilot',
        price: 10,
        stock: 1,
        category: category.office,
      });
    }
    const { body } = await get('/api/products/');
    expect(body.count).toBe(14);
    expect(body.results).toHaveLength(12);
    expect(body.next).toBe('/api/products/?page=2');
    const rows = await ctx.db.select({ id: products.id }).from(products).where(eq(products.brand, 'Pilot'));
    for (const row of rows)
      await ctx.request('DELETE', `/api/products/id/${row.id}/`, { token: admin.access });
  });

  it('sorts by effective price, both ways, and by name', async () => {
    const asc = await get('/api/products/?category=laptops&sort_by=price_asc');
    expect(names(asc.body)).toEqual(['Acer Aspire 5', 'Lenovo IdeaPad Slim 3', 'HP Pavilion 15']);
    const desc = await get('/api/products/?sort_by=price_desc&category=printers');
    // EcoTank sells at 8,999 (its discount), LaserJet at 18,999.
    expect(names(desc.body)).toEqual(['HP LaserJet Pro M404dn', 'Epson EcoTank L3210']);
    const byName = await get('/api/products/?sort_by=name&category=printers');
    expect(names(byName.body)).toEqual(['Epson EcoTank L3210', 'HP LaserJet Pro M404dn']);
  });

  it('filters by repeated params: OR within a group, AND across groups, brand case-insensitive', async () => {
    const brands = await get('/api/products/?category=laptops&brand=hp&brand=Lenovo&sort_by=name');
    expect(names(brands.body)).toEqual(['HP Pavilion 15', 'Lenovo IdeaPad Slim 3']);
    const both = await get('/api/products/?category=laptops&brand=HP&brand=Lenovo&ram_size=8GB');
    expect(names(both.body)).toEqual(['Lenovo IdeaPad Slim 3']);
    const storage = await get('/api/products/?category=laptops&storage=1TB%20SSD');
    expect(names(storage.body)).toEqual(['HP Pavilion 15']);
    const processor = await get(
      '/api/products/?processor=AMD%20Ryzen%205%205500U&processor=Intel%20Core%20i7-1255U&sort_by=name',
    );
    expect(names(processor.body)).toEqual(['Acer Aspire 5', 'HP Pavilion 15']);
    const os = await get('/api/products/?operating_system=Windows%2011%20Pro&screen_size=15.6%22');
    expect(names(os.body)).toEqual(['HP Pavilion 15']);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999999', 'page'],
    ['page_size=100000', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page_size=x', 'page_size'],
    ['sort_by=cheapest', 'sort_by'],
    ['query=', 'query'],
    ['query=%20%20', 'query'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { status, body } = await get(`/api/products/?${query}`);
    expect(status).toBe(400);
    expect(body[field]).toHaveLength(1);
  });

  it('asks for a search term when the query is blank', async () => {
    const { body } = await get('/api/products/?query=%20');
    expect(body.query).toEqual([messages.product.searchPrompt]);
  });

  it('accepts the maximum page size', async () => {
    expect((await get('/api/products/?page_size=100')).status).toBe(200);
  });

  it('survives garbage in every parameter', async () => {
    for (const query of [
      'query=%00',
      'brand=%00',
      'storage=%00%00',
      'query=%27%3B--',
      'query=%25_%5C',
      'query=!!!',
    ]) {
      const { status, body } = await get(`/api/products/?${query}`);
      expect(status, query).toBe(200);
      expect(body.count, query).toBe(0);
    }
  });

  it('answers 405 for an unsupported method', async () => {
    const response = await ctx.request('DELETE', '/api/products/', { token: admin.access });
    expect(response.status).toBe(405);
  });
});

describe('search', () => {
  const search = async (text: string) => (await get(`/api/products/?query=${encodeURIComponent(text)}`)).body;

  it('finds products by name, brand, category, features and description', async () => {
    expect(names(await search('ideapad'))).toEqual(['Lenovo IdeaPad Slim 3']);
    expect(names(await search('epson'))).toEqual(['Epson EcoTank L3210']);
    expect(names(await search('office supplies'))).toEqual(['Printer Paper A4']);
    expect(names(await search('duplex'))).toEqual(['HP LaserJet Pro M404dn']);
    expect(names(await search('ink tank'))).toEqual(['Epson EcoTank L3210']);
  });

  it('tolerates typos', async () => {
    expect(names(await search('lenovvo'))).toContain('Lenovo IdeaPad Slim 3');
    const printers = names(await search('pritner'));
    expect(printers).toEqual(expect.arrayContaining(['Printer Paper A4', 'HP LaserJet Pro M404dn']));
    expect(printers).not.toContain('Acer Aspire 5');
  });

  it('ignores punctuation and spacing in model numbers', async () => {
    expect(names(await search('i5 12400'))).toEqual(['Lenovo IdeaPad Slim 3']);
    expect(names(await search('i512400'))).toEqual(['Lenovo IdeaPad Slim 3']);
    expect(names(await search('M404 DN'))).toEqual(['HP LaserJet Pro M404dn']);
    expect(names(await search('l-3210'))).toEqual(['Epson EcoTank L3210']);
  });

  it('ranks the best match first', async () => {
    const results = names(await search('printer'));
    expect(results[0]).toBe('Printer Paper A4');
    expect(results).toEqual(expect.arrayContaining(['HP LaserJet Pro M404dn', 'Epson EcoTank L3210']));
    expect(names(await search('hp laserjet pro m404dn'))[0]).toBe('HP LaserJet Pro M404dn');
    expect(names(await search('HP'))).toEqual(
      expect.arrayContaining(['HP Pavilion 15', 'HP LaserJet Pro M404dn']),
    );
  });

  it('never returns hidden products to the public, but does to staff', async () => {
    expect(names(await search('pixma'))).toEqual([]);
    const { body } = await get('/api/products/?query=pixma', staff.access);
    expect(names(body)).toEqual(['Canon Pixma G3010']);
  });

  it('combines with category, filters and explicit sorting', async () => {
    const { body } = await get('/api/products/?query=printer&category=printers&sort_by=price_asc');
    expect(names(body)).toEqual(['Epson EcoTank L3210', 'HP LaserJet Pro M404dn']);
  });

  it('finds nothing for an unrelated word', async () => {
    expect((await search('refrigerator')).count).toBe(0);
  });
});

describe('GET /api/products/{slug-or-id}/', () => {
  it('answers a product by slug or id', async () => {
    const bySlug = await get('/api/products/hp-pavilion-15/');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(made.pavilion!.id);
    const byId = await get(`/api/products/${made.pavilion!.id}`);
    expect(byId.body.slug).toBe('hp-pavilion-15');
  });

  it('hides hidden products from the public only', async () => {
    expect((await get('/api/products/canon-pixma-g3010/')).status).toBe(404);
    expect((await get(`/api/products/id/${made.pixma!.id}/`)).status).toBe(404);
    const staffView = await get('/api/products/canon-pixma-g3010/', staff.access);
    expect(staffView.body.hidden).toBe(true);
    expect((await get(`/api/products/id/${made.pixma!.id}/`, staff.access)).status).toBe(200);
  });

  it('answers 404 with the spec text for unknown products and garbage ids', async () => {
    for (const path of [
      '/api/products/nope/',
      '/api/products/99999999999/',
      '/api/products/%00/',
      '/api/products/id/99999999999/',
      '/api/products/id/abc/',
      '/api/products/id/0/',
      '/api/products/id/999999/',
      '/api/products/id/',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.detail, path).toBe(messages.product.notFound);
    }
  });

  it('lists images in upload order with the first as the product image', async () => {
    const product = await officeItem('Pictured');
    await ctx.db.insert(productImages).values([
      { productId: product.id, mediaKey: 'b'.repeat(16), widths: [320, 640], width: 640, height: 480 },
      { productId: product.id, mediaKey: 'a'.repeat(16), widths: [320], width: 320, height: 240 },
    ]);
    const { body } = await get(`/api/products/id/${product.id}/`);
    expect(body.image).toBe(`/media/${'b'.repeat(16)}-640.webp`);
    expect(body.images.map((image: { image: string }) => image.image)).toEqual([
      `/media/${'b'.repeat(16)}-640.webp`,
      `/media/${'a'.repeat(16)}-320.webp`,
    ]);
    expect(body.images[0]).toMatchObject({ width: 640, height: 480 });
    await ctx.request('DELETE', `/api/products/id/${product.id}/`, { token: admin.access });
  });
});

describe('PUT /api/products/id/{id}/', () => {
  it('lets staff update, keeping the slug while the name stays', async () => {
    const product = await create({
      name: 'Stapler',
      brand: 'Max',
      price: 100,
      stock: 1,
      category: category.office,
    });
    const response = await send('PUT', `/api/products/id/${product.id}/`, {
      name: 'Stapler',
      brand: 'max',
      price: '120.5',
      stock: 4,
    });
    expect(response.status).toBe(200);
    const body = await answerOf(response, 'put', '/api/products/id/{id}/');
    expect(body).toMatchObject({ slug: 'stapler', price: '120.50', stock: 4, category: category.office });
    expect(body.updated_at).not.toBe(product.updated_at);

    const renamed = await send('PUT', `/api/products/id/${product.id}`, { name: 'Heavy Duty Stapler' });
    expect((await answerOf(renamed, 'put', '/api/products/id/{id}/')).slug).toBe('heavy-duty-stapler');
    await ctx.request('DELETE', `/api/products/id/${product.id}/`, { token: admin.access });
  });

  it('checks the name against other products only', async () => {
    const same = await send('PUT', `/api/products/id/${made.ecotank!.id}/`, { name: 'EPSON ECOTANK L3210' });
    expect(same.status).toBe(200);
    const clash = await send('PUT', `/api/products/id/${made.ecotank!.id}/`, {
      name: 'hp laserjet pro m404dn',
    });
    expect(clash.status).toBe(400);
    expect(await clash.json()).toMatchObject({ name: [messages.product.nameTaken] });
    await send('PUT', `/api/products/id/${made.ecotank!.id}/`, { name: 'Epson EcoTank L3210' });
  });

  it('checks a new discount against the stored price', async () => {
    const response = await send('PUT', `/api/products/id/${made.ecotank!.id}/`, {
      discounted_price: '10000',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ discounted_price: [messages.product.discountTooHigh] });
  });

  it('clears laptop fields when a product leaves the laptop category', async () => {
    const product = await create(laptop('Temp Laptop'));
    const response = await send('PUT', `/api/products/id/${product.id}/`, { category: category.office });
    const body = await answerOf(response, 'put', '/api/products/id/{id}/');
    expect(body.category_slug).toBe('office-supplies');
    expect(body.processor).toBeNull();
    await ctx.request('DELETE', `/api/products/id/${product.id}/`, { token: admin.access });
  });

  it('answers 401, 404 and 400 where due', async () => {
    expect((await send('PUT', `/api/products/id/${made.paper!.id}/`, { stock: 1 }, null)).status).toBe(401);
    expect((await send('PUT', '/api/products/id/999999/', { stock: 1 })).status).toBe(404);
    const bad = await send('PUT', `/api/products/id/${made.paper!.id}/`, { price: 'free', category: 424242 });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(expect.arrayContaining(['price']));
  });
});

describe('PATCH and DELETE /api/products/id/{id}/', () => {
  it('lets only a superuser hide and unhide, answering the product', async () => {
    const path = `/api/products/id/${made.paper!.id}/`;
    expect((await ctx.request('PATCH', path, { json: { hidden: true } })).status).toBe(401);
    expect((await ctx.request('PATCH', path, { json: { hidden: true }, token: staff.access })).status).toBe(
      403,
    );
    const hidden = await ctx.request('PATCH', path, { json: { hidden: true }, token: admin.access });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({ id: made.paper!.id, hidden: true, name: 'Printer Paper A4' });
    expect((await get(path)).status).toBe(404);
    const shown = await ctx.request('PATCH', path, { json: { hidden: false }, token: admin.access });
    expect(await shown.json()).toMatchObject({ hidden: false });
    expect((await get(path)).status).toBe(200);
  });

  it('answers 400 for a bad hidden value and 404 for an unknown product', async () => {
    const path = `/api/products/id/${made.paper!.id}/`;
    const bad = await ctx.request('PATCH', path, { json: { hidden: 'maybe' }, token: admin.access });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).hidden).toHaveLength(1);
    const missing = await ctx.request('PATCH', '/api/products/id/999999/', {
      json: { hidden: true },
      token: admin.access,
    });
    expect(missing.status).toBe(404);
  });

  it('lets only a superuser delete, removing image files nobody else uses', async () => {
    const product = await officeItem('Doomed');
    const other = await officeItem('Survivor');
    const own = 'c'.repeat(16);
    const shared = 'd'.repeat(16);
    const icon = 'e'.repeat(16);
    await ctx.db.insert(productImages).values([
      { productId: product.id, mediaKey: own, widths: [320, 640], width: 640, height: 480 },
      { productId: product.id, mediaKey: shared, widths: [320], width: 320, height: 240 },
      { productId: product.id, mediaKey: icon, widths: [320], width: 320, height: 240 },
      { productId: other.id, mediaKey: shared, widths: [320], width: 320, height: 240 },
    ]);
    await ctx.db
      .update(categories)
      .set({ iconKey: icon, iconWidths: [320] })
      .where(eq(categories.id, category.office));
    for (const name of [
      mediaName(own, 320),
      mediaName(own, 640),
      mediaName(shared, 320),
      mediaName(icon, 320),
    ]) {
      await ctx.media.put(name, Buffer.from('webp'));
    }
    const path = `/api/products/id/${product.id}/`;
    expect((await ctx.request('DELETE', path)).status).toBe(401);
    expect((await ctx.request('DELETE', path, { token: staff.access })).status).toBe(403);
    expect((await ctx.request('DELETE', path, { token: admin.access })).status).toBe(204);
    expect((await get(path, admin.access)).status).toBe(404);
    expect((await ctx.request('DELETE', path, { token: admin.access })).status).toBe(404);
    expect(ctx.media.files.has(mediaName(own, 320))).toBe(false);
    expect(ctx.media.files.has(mediaName(own, 640))).toBe(false);
    expect(ctx.media.files.has(mediaName(shared, 320))).toBe(true);
    expect(ctx.media.files.has(mediaName(icon, 320))).toBe(true);
    await ctx.db
      .update(categories)
      .set({ iconKey: null, iconWidths: null })
      .where(eq(categories.id, category.office));
    await ctx.request('DELETE', `/api/products/id/${other.id}/`, { token: admin.access });
  });
});

describe('GET /api/filters/', () => {
  it('answers the laptop groups for the laptop category, sorted, from visible products', async () => {
    const { status, body } = await get('/api/filters/?category=laptops');
    expect(status).toBe(200);
    expect(body).toEqual({
      brand: ['Acer', 'HP', 'Lenovo'],
      processor: ['AMD Ryzen 5 5500U', 'Intel Core i5-12400', 'Intel Core i7-1255U'],
      ram_size: ['8GB', '16GB'],
      storage: ['1TB HDD', '1TB SSD', '512GB SSD'],
      screen_size: ['15.6"'],
      operating_system: ['Windows 11', 'Windows 11 Pro'],
    });
  });

  it('answers only brands elsewhere, without hidden products', async () => {
    const { body } = await get('/api/filters?category=printers');
    expect(body).toEqual({ brand: ['Epson', 'HP'] });
  });

  it('asks for a category and answers 404 for an unknown one', async () => {
    const missing = await get('/api/filters/');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: messages.filters.selectCategory,
      detail: messages.filters.selectCategory,
    });
    const unknown = await get('/api/filters/?category=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(messages.filters.unknownCategory);
    expect((await get('/api/filters/?category=%00')).status).toBe(404);
  });
});

describe('GET /api/brands/', () => {
  it('lists the default brands plus those in use, sorted, one per name', async () => {
    const { status, body } = await get('/api/brands/');
    expect(status).toBe(200);
    expect(body).toEqual(['Acer', 'Canon', 'Epson', 'Hard Copy', 'HP', 'Lenovo']);
  });
});

describe('services used by the storefront', () => {
  it('answer the same data as the API', async () => {
    const page = await listProducts(ctx.db, { category: 'printers', page: 1, pageSize: 12 });
    expect(page.count).toBe(2);
    expect((await getProduct(ctx.db, 'hp-pavilion-15'))?.name).toBe('HP Pavilion 15');
    expect(await getProduct(ctx.db, 'canon-pixma-g3010')).toBeNull();
    expect((await getFilters(ctx.db, 'Printers'))?.brand).toEqual(['Epson', 'HP']);
    expect(await getFilters(ctx.db, 'nope')).toBeNull();
    expect(await listBrands(ctx.db)).toContain('Epson');
  });
});

describe('input the database cannot store', () => {
  it('refuses a category id beyond the integer range, a boolean category and a blank stock', async () => {
    const huge = await send('POST', '/api/products/', laptop('Range Laptop', { category: '3000000000' }));
    expect(huge.status).toBe(400);
    expect((await errorOf(huge)).category).toBeTruthy();
    const boolean = await ctx.request('POST', '/api/products/', {
      token: staff.access,
      json: { ...laptop('Boolean Laptop'), category: true },
    });
    expect(boolean.status).toBe(400);
    const blankStock = await send('POST', '/api/products/', laptop('Blank Stock Laptop', { stock: '  ' }));
    expect(blankStock.status).toBe(400);
    expect((await errorOf(blankStock)).stock).toEqual([messages.product.stockRequired]);
  });
});
