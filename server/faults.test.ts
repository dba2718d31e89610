import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, productImages, products, users } from '~/db/schema';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { EXCEL_COLUMNS } from './services/catalogue/excel';
import { MemoryMediaStore } from './services/media/media-store';
import { mediaName } from './services/shared/media-urls';
import { createProduct } from './services/catalogue/products';
import { pngImage } from './test/fixtures/images';
import {
  answerOf,
  createTestContext,
  dataOf,
  errorOf,
  type TestContext,
  type TestUser,
} from './test/harness';

/**
 * Failures of what the app stands on (the media store, the database, the client's connection) and bodies
 * too big to take: each must end in a clean JSON answer that tells nothing of the internals, with nothing half
 * written and no row pointing at a file that is not there.
 */

/** A media store that can be told to fail, as a full disk or a lost bucket would. */
class FaultyMediaStore extends MemoryMediaStore {
  /** How many more puts succeed before each one throws; null: never fail. */
  putsLeft: number | null = null;
  failDeletes = false;

  override async put(name: string, data: Buffer): Promise<void> {
    if (this.putsLeft !== null && this.putsLeft-- <= 0) {
      throw new Error(`EIO: i/o error, write '/srv/shop/media/${name}'`);
    }
    await super.put(name, data);
  }

  override async delete(name: string): Promise<void> {
    if (this.failDeletes) throw new Error(`EACCES: permission denied, unlink '/srv/shop/media/${name}'`);
    await super.delete(name);
  }
}

const INTERNALS =
  /EIO|EACCES|\/srv\/|stack|\bat \w|select |insert |update |trigger|boom|pglite|postgres|sql/i;

let ctx: TestContext;
let media: FaultyMediaStore;
let admin: TestUser;
let staff: TestUser;
let category: { id: number; name: string };
let png: Buffer;
let serial = 0;

beforeAll(async () => {
  media = new FaultyMediaStore();
  ctx = await createTestContext({}, { media });
  admin = await ctx.user('superuser');
  staff = await ctx.user('staff');
  const [row] = await ctx.db.insert(categories).values({ name: 'Printers', slug: 'printers' }).returning();
  category = row!;
  png = await pngImage(800, 600);
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  media.putsLeft = null;
  media.failDeletes = false;
  await ctx.db.execute(sql`DROP TRIGGER IF EXISTS fault_injection ON products`);
  await ctx.db.execute(sql`DROP TRIGGER IF EXISTS fault_injection ON users`);
});

function newProduct(fields: Record<string, unknown> = {}): Promise<ProductView> {
  serial += 1;
  return createProduct(
    ctx.db,
    {
      name: `Fault Printer ${serial}`,
      brand: 'HP',
      price: '1000',
      stock: 5,
      category: category.id,
      ...fields,
    },
    null,
    ctx.clock.current,
  );
}

/** A 5xx JSON answer with the generic text only: no message, path, stack or SQL from the failure. */
async function expectCleanFailure(response: Response, status: 500 | 503 = 500): Promise<void> {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = await errorOf(response);
  expect(typeof body.detail).toBe('string');
  expect(text).not.toMatch(INTERNALS);
}

/** Every image a row names has all its files in the store. */
async function everyRowHasItsFiles(): Promise<void> {
  const images = await ctx.db.select().from(productImages);
  const icons = await ctx.db.select().from(categories);
  const missing: string[] = [];
  for (const image of images) {
    for (const width of image.widths) {
      const name = mediaName(image.mediaKey, width);
      if (!media.files.has(name)) missing.push(`product image ${image.id}: ${name}`);
    }
  }
  for (const icon of icons) {
    for (const width of icon.iconWidths ?? []) {
      const name = mediaName(icon.iconKey!, width);
      if (!media.files.has(name)) missing.push(`category ${icon.id}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
}

/** Makes every matching write to a table fail inside the database, as a full disk or a bug would. */
async function failWrites(table: 'products' | 'users', operation: string, when: string): Promise<void> {
  await ctx.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fault_injection() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'boom: injected failure in %', TG_TABLE_NAME; END $$ LANGUAGE plpgsql`),
  );
  await ctx.db.execute(
    sql.raw(`CREATE TRIGGER fault_injection BEFORE ${operation} ON ${table}
      FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION fault_injection()`),
  );
}

function imageForm(fields: Record<string, string>, file: Buffer, field = 'image'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(file)]), 'photo.png');
  return form;
}

describe('the media store failing', () => {
  it('during a product image upload: a clean 500, no image row, the product as it was', async () => {
    const product = await newProduct();
    // An 800 px image makes two variants: the first is written, then the store fails.
    media.putsLeft = 1;
    const response = await ctx.request('POST', '/api/product-images/', {
      body: imageForm({ product: String(product.id) }, png),
      token: staff.access,
    });
    await expectCleanFailure(response);
    expect(await ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual(
      [],
    );
    const after = await ctx.request('GET', `/api/products/id/${product.id}/`, { token: staff.access });
    expect(await after.json()).toEqual(product);
    await everyRowHasItsFiles();
  });

  it('during a category create with an icon: a clean 500 and no category', async () => {
    media.putsLeft = 0;
    const form = imageForm({ name: 'Scanners' }, png, 'icon');
    await expectCleanFailure(
      await ctx.request('POST', '/api/categories/', { body: form, token: admin.access }),
    );
    expect(await ctx.db.select().from(categories).where(eq(categories.name, 'Scanners'))).toEqual([]);
    await everyRowHasItsFiles();
  });

  it('during a category icon change: a clean 500, the old name and icon kept', async () => {
    const created = await ctx.request('POST', '/api/categories/', {
      body: imageForm({ name: 'Monitors' }, await pngImage(400, 300, '#aa0000'), 'icon'),
      token: admin.access,
    });
    expect(created.status).toBe(201);
    const before = await answerOf(created, 'post', '/api/categories/');
    media.putsLeft = 1;
    const response = await ctx.request('PUT', `/api/categories/${before.id}/`, {
      body: imageForm({ name: 'Displays' }, png, 'icon'),
      token: staff.access,
    });
    await expectCleanFailure(response);
    const after = await ctx.request('GET', `/api/categories/${before.id}/`);
    expect(await after.json()).toMatchObject({ name: 'Monitors', icon: before.icon });
    await everyRowHasItsFiles();
  });

  it('while deleting a product: the product is gone and no row is left pointing at its files', async () => {
    const product = await newProduct();
    const uploaded = await ctx.request('POST', '/api/product-images/', {
      body: imageForm({ product: String(product.id) }, await pngImage(500, 500, '#00aa00')),
      token: staff.access,
    });
    expect(uploaded.status).toBe(201);
    media.failDeletes = true;
    const response = await ctx.request('DELETE', `/api/products/id/${product.id}/`, { token: admin.access });
    // The delete is committed before the files go: a file left behind is harmless, a failed answer is not.
    expect(response.status).toBe(204);
    expect(await ctx.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual(
      [],
    );
  });
});

describe('a database error in the middle of a multi-step write', () => {
  it('shipping an order of two products: a clean 500, the order pending and no stock moved', async () => {
    const first = await newProduct({ stock: 10 });
    const second = await newProduct({ stock: 10 });
    const created = await ctx.apiFor(staff.access).POST('/api/orders/', {
      body: {
        customer_name: 'Juan dela Cruz',
        items: [
          { product: first.id, quantity: 2 },
          { product: second.id, quantity: 3 },
        ],
      },
    });
    const order = dataOf(created);
    await failWrites('products', 'UPDATE', `NEW.id = ${second.id}`);
    const response = await ctx.request('PATCH', `/api/orders/${order.id}/`, {
      json: { status: 'shipped' },
      token: staff.access,
    });
    await expectCleanFailure(response);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    const stocks = await ctx.db.select({ id: products.id, stock: products.stock }).from(products);
    expect(stocks.find((product) => product.id === first.id)!.stock).toBe(10);
    expect(stocks.find((product) => product.id === second.id)!.stock).toBe(10);
  });

  it('an Excel import failing on its third row writes none of the three', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow([...EXCEL_COLUMNS]);
    for (const name of ['Import One', 'Import Two', 'Import Three']) {
      const values: Record<string, unknown> = {
        name,
        category: category.name,
        brand: 'HP',
        price: 10,
        stock: 1,
      };
      sheet.addRow(EXCEL_COLUMNS.map((column) => values[column] ?? null));
    }
    const before = (await ctx.db.select({ id: products.id }).from(products)).length;
    await failWrites('products', 'INSERT', `NEW.name = 'Import Three'`);
    const form = new FormData();
    form.append('excel_file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'products.xlsx');
    const response = await ctx.request('POST', '/api/products/import-excel/', {
      body: form,
      token: admin.access,
    });
    await expectCleanFailure(response);
    expect((await ctx.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('a product create failing at its search-text step leaves no product', async () => {
    await failWrites('products', 'UPDATE', `NEW.name = 'Half Written'`);
    const response = await ctx.request('POST', '/api/products/', {
      json: { name: 'Half Written', brand: 'HP', price: '10', stock: 1, category: category.id },
      token: staff.access,
    });
    await expectCleanFailure(response);
    expect(await ctx.db.select().from(products).where(eq(products.name, 'Half Written'))).toEqual([]);
  });

  it('a staff create refused by the database leaves no account', async () => {
    await failWrites('users', 'INSERT', `NEW.username = 'doomed'`);
    const response = await ctx.request('POST', '/api/user/create-staff/', {
      json: {
        username: 'doomed',
        email: 'doomed@example.com',
        password1: 'Doomed-Pass-1',
        password2: 'Doomed-Pass-1',
      },
      token: admin.access,
    });
    await expectCleanFailure(response);
    expect(await ctx.db.select().from(users).where(eq(users.username, 'doomed'))).toEqual([]);
  });
});

describe('bodies over the limits', () => {
  const big = (bytes: number) => new Uint8Array(bytes).fill(0x61);

  it.each([
    ['a JSON product', 'POST', '/api/products/', 11 * 1024 * 1024],
    ['a JSON order', 'POST', '/api/orders/', 2 * 1024 * 1024],
    ['an anonymous inquiry', 'POST', '/api/inquiries/', 2 * 1024 * 1024],
    ['an anonymous login', 'POST', '/api/user/admin-login/', 2 * 1024 * 1024],
  ])('%s answers 413', async (_label, method, path, bytes) => {
    const body = `{"name":"${new TextDecoder().decode(big(bytes))}"}`;
    const response = await ctx.request(method, path, {
      rawJson: body,
      token: path.includes('inquiries') || path.includes('login') ? undefined : staff.access,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ detail: expect.any(String) });
  });

  it.each([
    ['a product image', '/api/product-images/', 'image'],
    ['a category icon', '/api/categories/', 'icon'],
    ['an Excel file', '/api/products/import-excel/', 'excel_file'],
  ])('%s of 11 MB answers 413 and stores nothing', async (_label, path, field) => {
    const files = media.files.size;
    const form = new FormData();
    form.append('product', '1');
    form.append('name', 'Oversized');
    form.append(field, new Blob([big(11 * 1024 * 1024)]), 'big.png');
    const response = await ctx.request('POST', path, { body: form, token: admin.access });
    expect(response.status).toBe(413);
    expect(media.files.size).toBe(files);
    expect(await ctx.db.select().from(categories).where(eq(categories.name, 'Oversized'))).toEqual([]);
  });

  it('a chunked upload without Content-Length is cut off at the limit, unread beyond it', async () => {
    const chunk = big(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await ctx.request('POST', '/api/product-images/', {
      body,
      token: staff.access,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });
});

describe('a client that goes away', () => {
  function abortedMultipart(fields: Record<string, string>, field: string): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    const head = Object.entries(fields)
      .map(([key, value]) => `--xyz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('');
    const parts = [
      encoder.encode(head),
      encoder.encode(`--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n`),
      new Uint8Array(png.subarray(0, 4096)),
    ];
    return new ReadableStream({
      pull(controller) {
        const part = parts.shift();
        if (part) controller.enqueue(part);
        else controller.error(new Error('socket hang up'));
      },
    });
  }

  it.each([
    ['a product image', '/api/product-images/', 'image'],
    ['a category icon', '/api/categories/', 'icon'],
  ])('mid-way through %s leaves no row and no file', async (_label, path, field) => {
    const product = await newProduct();
    const files = media.files.size;
    const images = (await ctx.db.select().from(productImages)).length;
    const response = await ctx.request('POST', path, {
      body: abortedMultipart({ product: String(product.id), name: 'Aborted' }, field),
      token: admin.access,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.status).toBeLessThan(500);
    expect(media.files.size).toBe(files);
    expect((await ctx.db.select().from(productImages)).length).toBe(images);
    expect(await ctx.db.select().from(categories).where(eq(categories.name, 'Aborted'))).toEqual([]);
  });

  it('cancelling the Excel download leaves the server serving', async () => {
    for (let index = 0; index < 30; index++) await newProduct();
    const response = await ctx.request('GET', '/api/products/export-excel/', { token: admin.access });
    expect(response.status).toBe(200);
    await response.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await ctx.request('GET', '/api/health/')).status).toBe(200);
  });
});

describe('the database going away', () => {
  let gone: TestContext;
  let token: string;

  beforeAll(async () => {
    gone = await createTestContext();
    token = (await gone.user('staff')).access;
    await gone.database.close();
  }, 60_000);
  afterAll(() => gone.close());

  it('health reports it with 503', async () => {
    const response = await gone.request('GET', '/api/health/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      detail: 'The database is not reachable.',
    });
  });

  it.each([
    ['GET', '/api/products/', undefined],
    ['GET', '/api/categories/', undefined],
    ['POST', '/api/user/admin-login/', { email: 'a@example.com', password: 'x' }],
    ['POST', '/api/inquiries/', { name: 'x' }],
  ] as const)('%s %s answers a clean 503', async (method, path, json) => {
    await expectCleanFailure(await gone.request(method, path, { json }), 503);
  });

  it('tells a reader to try again, and a writer that nothing was saved', async () => {
    const read = await gone.request('GET', '/api/products/');
    expect((await errorOf(read)).detail).toBe(messages.common.unavailable);
    const write = await gone.request('POST', '/api/inquiries/', { json: { name: 'x' } });
    expect((await errorOf(write)).detail).toBe(messages.common.unavailableNothingSaved);
  });

  it('a signed-in call answers a clean 503, not a 401', async () => {
    await expectCleanFailure(await gone.request('GET', '/api/orders/', { token }), 503);
  });

  it('many calls at once are all answered', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => gone.request('GET', `/api/products/?page=${index + 1}`)),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([503]));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(bodies.every((body) => body.detail === messages.common.unavailable)).toBe(true);
  });
});
