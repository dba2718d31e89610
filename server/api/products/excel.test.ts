import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '~/db/schema';
import type { components, paths } from '~/app/lib/api-schema';
import { messages } from '~/domain/messages';
import { EXCEL_COLUMNS } from '../../services/catalogue/excel';
import { readCentralDirectory } from '../../services/shared/zip-guard';
import { dataOf, errorOf, insertCategory, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
let laptops = 0;
let printers = 0;
const made: Record<string, components['schemas']['Product']> = {};

type ProductInput = paths['/api/products/']['post']['requestBody']['content']['application/json'];

async function create(body: ProductInput) {
  return dataOf(await ctx.apiFor(admin.access).POST('/api/products/', { body }), 201);
}

const printer = (name: string, brand: string, price: string, stock: number) =>
  create({ name, brand, price, stock, category: printers });

const INJECTED = '=HYPERLINK("http://evil.example/steal","Click me")';

beforeAll(async () => {
  laptops = await insertCategory(ctx, 'Laptops', 'laptops');
  printers = await insertCategory(ctx, 'Printers', 'printers');
  made.ideapad = await create({
    name: 'Lenovo IdeaPad Slim 3',
    brand: 'Lenovo',
    price: '45999.00',
    discounted_price: '42999.50',
    stock: 5,
    category: laptops,
    key_features: 'Thin\nLight',
    description: 'A light laptop.',
    processor: 'Intel Core i5-12400',
    ram_size: '8GB',
  });
  made.laserjet = await create({
    name: 'HP LaserJet Pro M404dn',
    brand: 'HP',
    price: '18999',
    stock: 3,
    category: printers,
    description: '-5% promo @ store +1 free toner',
  });
  made.injected = await create({
    name: INJECTED,
    brand: 'HP',
    price: 1,
    stock: 1,
    category: printers,
    hidden: true,
  });
  await ctx.db.insert(productImages).values({
    productId: made.ideapad.id,
    mediaKey: 'f'.repeat(16),
    widths: [320, 1280],
    width: 1280,
    height: 960,
  });
});

async function exportWorkbook(): Promise<{ response: Response; buffer: Buffer; sheet: ExcelJS.Worksheet }> {
  const response = await ctx.request('GET', '/api/products/export-excel/', { token: admin.access });
  const buffer = Buffer.from(await response.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return { response, buffer, sheet: workbook.worksheets[0]! };
}

function rowsByName(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Row> {
  const byName = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row, number) => {
    if (number > 1) byName.set(String(row.getCell(2).value), row);
  });
  return byName;
}

const column = (name: (typeof EXCEL_COLUMNS)[number]) => EXCEL_COLUMNS.indexOf(name) + 1;

async function workbookBuffer(rows: unknown[][], header: string[] = [...EXCEL_COLUMNS]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function importFile(
  data: Buffer | string,
  options: { query?: string; token?: string; filename?: string } = {},
) {
  const form = new FormData();
  form.append(
    'excel_file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)]),
    options.filename ?? 'products.xlsx',
  );
  return ctx.request('POST', `/api/products/import-excel/${options.query ?? ''}`, {
    body: form,
    token: options.token ?? admin.access,
  });
}

/** A row in export layout with the given columns filled. */
function row(values: Partial<Record<(typeof EXCEL_COLUMNS)[number], unknown>>): unknown[] {
  return EXCEL_COLUMNS.map((key) => values[key] ?? null);
}

async function productCount(): Promise<number> {
  return (await ctx.db.select({ id: products.id }).from(products)).length;
}

/** A zip container written by hand, so a test can declare any sizes it likes. */
/** A zip record: a zeroed buffer of `size` bytes with little-endian `[offset, bytes, value]` fields. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [at, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
  }
  return buffer;
}

function zip(entries: { name: string; data: Buffer; uncompressedSize: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const sizes = { compressed: entry.data.length, uncompressed: entry.uncompressedSize, name: name.length };
    // Local file header: signature, version needed, method (deflate), sizes, name length.
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, 8],
      [18, 4, sizes.compressed],
      [22, 4, sizes.uncompressed],
      [26, 2, sizes.name],
    ]);
    // Central directory entry: the same, plus version made by and the local header's offset.
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      [20, 4, sizes.compressed],
      [24, 4, sizes.uncompressed],
      [28, 2, sizes.name],
      [42, 4, offset],
    ]);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

function sheetXmlOf(buffer: Buffer): string {
  const limits = {
    maxEntries: 100,
    maxTotalBytes: 1e9,
    maxEntryBytes: 1e9,
    maxRatio: 1e9,
    ratioFloorBytes: 0,
  };
  const entry = readCentralDirectory(buffer, limits).find((item) => item.name.startsWith('xl/worksheets/'))!;
  const start =
    entry.localHeaderOffset +
    30 +
    buffer.readUInt16LE(entry.localHeaderOffset + 26) +
    buffer.readUInt16LE(entry.localHeaderOffset + 28);
  return inflateRawSync(buffer.subarray(start, start + entry.compressedSize)).toString('utf8');
}

describe('roles', () => {
  it('lets only a superuser export and import', async () => {
    expect((await ctx.request('GET', '/api/products/export-excel/')).status).toBe(401);
    expect((await ctx.request('GET', '/api/products/export-excel', { token: staff.access })).status).toBe(
      403,
    );
    const buffer = await workbookBuffer([]);
    expect((await importFile(buffer, { token: staff.access })).status).toBe(403);
    const anonymous = await ctx.request('POST', '/api/products/import-excel/', { body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/products/export-excel/', () => {
  it('streams an .xlsx of every product with the API field names as header', async () => {
    const { response, sheet } = await exportWorkbook();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="products_November_2026.xlsx"',
    );
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXCEL_COLUMNS]);
    expect(sheet.rowCount).toBe(4);
    const ideapad = rowsByName(sheet).get('Lenovo IdeaPad Slim 3')!;
    expect(ideapad.getCell(column('id')).value).toBe(made.ideapad!.id);
    expect(ideapad.getCell(column('category')).value).toBe('Laptops');
    expect(ideapad.getCell(column('price')).value).toBe(45999);
    expect(ideapad.getCell(column('discounted_price')).value).toBe(42999.5);
    expect(ideapad.getCell(column('hidden')).value).toBe(false);
    expect(ideapad.getCell(column('processor')).value).toBe('Intel Core i5-12400');
    expect(ideapad.getCell(column('key_features')).value).toBe('Thin\nLight');
    expect(ideapad.getCell(column('images')).value).toBe(`/media/${'f'.repeat(16)}-1280.webp`);
    expect(rowsByName(sheet).get(INJECTED)!.getCell(column('hidden')).value).toBe(true);
  });

  it('writes text that looks like a formula as literal text', async () => {
    const { buffer, sheet } = await exportWorkbook();
    const cell = rowsByName(sheet).get(INJECTED)!.getCell(column('name'));
    expect(cell.value).toBe(INJECTED);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.numFmt).toBe('@');
    const description = rowsByName(sheet).get('HP LaserJet Pro M404dn')!.getCell(column('description'));
    expect(description.value).toBe('-5% promo @ store +1 free toner');
    expect(description.type).toBe(ExcelJS.ValueType.String);
    sheet.eachRow((sheetRow) =>
      sheetRow.eachCell((each) => expect(each.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
    const xml = sheetXmlOf(buffer);
    expect(xml).not.toMatch(/<f[\s>]/);
    expect(xml).toContain('HYPERLINK');
  });
});

describe('POST /api/products/import-excel/', () => {
  it.runIf(process.env.TEST_DB_ENGINE === 'pglite')(
    'refreshes the planner statistics on PGlite, which has no autovacuum, after rows are written',
    async () => {
      const analyzed = async () => {
        const result = await ctx.db.execute(
          sql`select last_analyze from pg_stat_user_tables where relname = 'products'`,
        );
        return (result as unknown as { rows: { last_analyze: unknown }[] }).rows[0]?.last_analyze ?? null;
      };
      expect(await analyzed()).toBeNull();
      const sheet = await workbookBuffer([
        row({ name: 'Statistics Toner', brand: 'HP', price: 900, stock: 2, category: 'Printers' }),
      ]);
      const response = await importFile(sheet);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await analyzed()).not.toBeNull();
      // The next tests export and re-import the whole catalogue and count its rows.
      await ctx.db.delete(products).where(eq(products.name, 'Statistics Toner'));
    },
  );

  it('applies an exported, edited sheet: updates rows with an id and creates rows without', async () => {
    const { sheet } = await exportWorkbook();
    const ideapad = rowsByName(sheet).get('Lenovo IdeaPad Slim 3')!;
    ideapad.getCell(column('price')).value = 44999.99;
    ideapad.getCell(column('description')).value = null;
    ideapad.getCell(column('ram_size')).value = '16GB';
    sheet.addRow(
      row({
        name: 'Epson EcoTank L3210',
        category: 'printers',
        brand: 'epson',
        price: 9999,
        discounted_price: '8999',
        stock: 4,
        key_features: 'Ink tank\nPrint, scan, copy',
        images: '/media/ignored.webp',
      }),
    );
    const response = await importFile(Buffer.from(await sheet.workbook.xlsx.writeBuffer()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      created: 1,
      updated: 1,
      unchanged: 2,
      errors_on_rows: [],
      dry_run: false,
    });

    const updated = dataOf(
      await ctx.api.GET('/api/products/id/{id}/', { params: { path: { id: made.ideapad!.id } } }),
    );
    expect(updated).toMatchObject({
      price: '44999.99',
      discounted_price: '42999.50',
      description: 'A light laptop.',
      ram_size: '16GB',
      slug: 'lenovo-ideapad-slim-3',
      key_features: 'Thin\nLight',
    });
    expect(updated.images).toHaveLength(1);
    const created = dataOf(
      await ctx.api.GET('/api/products/{identifier}/', {
        params: { path: { identifier: 'epson-ecotank-l3210' } },
      }),
    );
    expect(created).toMatchObject({
      brand: 'Epson',
      price: '9999.00',
      discounted_price: '8999.00',
      stock: 4,
      category_slug: 'printers',
      hidden: false,
    });
    const injected = await ctx.db.select().from(products).where(eq(products.id, made.injected!.id));
    expect(injected[0]).toMatchObject({ name: INJECTED, hidden: true });
    const search = dataOf(await ctx.api.GET('/api/products/', { params: { query: { query: 'ecotank' } } }));
    expect(search.count).toBe(1);
  });

  it('reports every bad row with its Excel row number and writes nothing', async () => {
    const before = await productCount();
    const buffer = await workbookBuffer([
      row({ id: made.laserjet!.id, price: 20999 }),
      row({ name: 'No Brand', category: 'Printers', price: 100, stock: 1 }),
      row({ name: 'Cheap', brand: 'HP', category: 'Printers', price: 100, discounted_price: 200, stock: 1 }),
      [],
      row({ name: 'Lost', brand: 'HP', category: 'Scanners', price: 100, stock: 1 }),
      row({ id: 999999, price: 1 }),
      row({ name: 'Twin', brand: 'HP', category: 'Printers', price: 1, stock: 1 }),
      row({ name: ' twin ', brand: 'HP', category: 'Printers', price: 1, stock: 1 }),
      row({ name: 'No Category', brand: 'HP', price: 1, stock: 1 }),
      row({ id: 'abc', price: 1 }),
      row({ name: 'Pricey', brand: 'HP', category: printers, price: 'lots', stock: -1 }),
    ]);
    const response = await importFile(buffer);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.detail).toBe(messages.excel.rowsInvalid);
    expect(body.errors_on_rows).toEqual([
      { row: 3, errors: { brand: [messages.product.brandRequired] } },
      { row: 4, errors: { discounted_price: [messages.product.discountTooHigh] } },
      { row: 6, errors: { category: [messages.category.notFound] } },
      { row: 7, errors: { id: [messages.product.notFound] } },
      { row: 9, errors: { name: [messages.product.nameTaken] } },
      { row: 10, errors: { category: [messages.product.categoryRequired] } },
      { row: 11, errors: { id: [messages.product.notFound] } },
      {
        row: 12,
        errors: {
          price: ['Price must be a number of at least 0 with at most 2 decimal places.'],
          stock: ['Stock must be 0 or more.'],
        },
      },
    ]);
    expect(await productCount()).toBe(before);
    const laserjet = await ctx.db.select().from(products).where(eq(products.id, made.laserjet!.id));
    expect(laserjet[0]!.price).toBe('18999.00');
  });

  it('validates without writing on a dry run', async () => {
    const before = await productCount();
    const buffer = await workbookBuffer([
      row({ id: made.laserjet!.id, stock: 99 }),
      row({ name: 'Dry Run Toner', brand: 'HP', category: 'Printers', price: 1500, stock: 1 }),
    ]);
    const response = await importFile(buffer, { query: '?dry_run=1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors_on_rows: [],
      dry_run: true,
    });
    expect(await productCount()).toBe(before);
    const laserjet = await ctx.db.select().from(products).where(eq(products.id, made.laserjet!.id));
    expect(laserjet[0]!.stock).toBe(3);
  });

  it('accepts a sheet with only some columns, matched by header name', async () => {
    const buffer = await workbookBuffer([[made.laserjet!.id, 7]], ['ID', 'Stock']);
    const response = await importFile(buffer);
    expect(await response.json()).toMatchObject({ updated: 1, created: 0 });
    const laserjet = await ctx.db.select().from(products).where(eq(products.id, made.laserjet!.id));
    expect(laserjet[0]!.stock).toBe(7);
  });

  it('asks for a file when none is sent', async () => {
    const expected = { detail: messages.excel.fileRequired, error: messages.excel.fileRequired };
    const empty = await ctx.request('POST', '/api/products/import-excel/', {
      body: new FormData(),
      token: admin.access,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual(expected);
    const text = new FormData();
    text.append('excel_file', 'not a file');
    const asText = await ctx.request('POST', '/api/products/import-excel/', {
      body: text,
      token: admin.access,
    });
    expect(asText.status).toBe(400);
    expect(await asText.json()).toEqual(expected);
    const json = await ctx.request('POST', '/api/products/import-excel/', { json: {}, token: admin.access });
    expect(json.status).toBe(400);
  });

  it('refuses files that are not .xlsx workbooks by content', async () => {
    for (const data of [
      'name,price\nThing,1',
      zip([{ name: 'hello.txt', data: deflateRawSync(Buffer.from('hello')), uncompressedSize: 5 }]),
      (await workbookBuffer([])).subarray(0, 2000),
    ]) {
      const response = await importFile(data);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).detail).toBe(messages.excel.notExcel);
    }
  });

  it('refuses a sheet without the column names', async () => {
    const response = await importFile(await workbookBuffer([['x', 1]], ['foo', 'bar']));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).detail).toBe(messages.excel.missingHeader);
  });

  it('refuses a zip bomb quickly, by declared size, ratio or actual size', async () => {
    const huge = Buffer.alloc(150 * 1024 * 1024, 0x20);
    const bombs = [
      // Honest sizes: 150 MB of sheet XML.
      zip([{ name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(huge), uncompressedSize: huge.length }]),
      // Under the size limit but compressed a thousandfold.
      zip([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: deflateRawSync(huge.subarray(0, 20 * 1024 * 1024)),
          uncompressedSize: 20 * 1024 * 1024,
        },
      ]),
      // Lying: declares 1 KB and inflates to 150 MB.
      zip([{ name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(huge), uncompressedSize: 1024 }]),
    ];
    for (const bomb of bombs) {
      const started = performance.now();
      const response = await importFile(bomb);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).detail).toBe(messages.excel.unpackedTooLarge);
    }
  });

  it('refuses more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [`Bulk ${index}`, 'HP']);
    const response = await importFile(await workbookBuffer(rows, ['name', 'brand']));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).detail).toBe(messages.excel.tooManyRows);
  });

  it('answers 413 above 10 MB', async () => {
    const response = await importFile(Buffer.alloc(10 * 1024 * 1024 + 1024 * 1024, 1));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).detail).toBe(messages.excel.tooLarge);
  });
});

describe('import order', () => {
  it('renames a product and reuses its old name for a new row in the same file', async () => {
    const alpha = await printer('Alpha Toner 101', 'HP', '1500', 3);
    const file = await workbookBuffer([
      row({ id: alpha.id, name: 'Beta Toner 102' }),
      row({ name: 'Alpha Toner 101', category: 'Printers', brand: 'HP', price: '1600', stock: 2 }),
    ]);
    const response = await importFile(file);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(await response.json()).toMatchObject({ created: 1, updated: 1 });
    const [renamed] = await ctx.db.select().from(products).where(eq(products.id, alpha.id));
    expect(renamed!.name).toBe('Beta Toner 102');
  });

  it('answers 400, writing nothing, when two rows swap names', async () => {
    const first = await printer('Swap Ink One', 'Epson', '500', 1);
    const second = await printer('Swap Ink Two', 'Epson', '500', 1);
    const file = await workbookBuffer([
      row({ id: first.id, name: 'Swap Ink Two' }),
      row({ id: second.id, name: 'Swap Ink One' }),
    ]);
    const response = await importFile(file);
    expect(response.status).toBe(400);
    expect((await response.json()).errors_on_rows.length).toBeGreaterThan(0);
    const [unchanged] = await ctx.db.select().from(products).where(eq(products.id, first.id));
    expect(unchanged!.name).toBe('Swap Ink One');
  });
});
