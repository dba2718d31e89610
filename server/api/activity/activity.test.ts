import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '~/db/schema';
import type { paths } from '~/app/lib/api-schema';
import { messages } from '~/domain/messages';
import {
  answerOf,
  asFormData,
  dataOf,
  errorOf,
  openStaffedContext,
  submitTestInquiry,
} from '../../test/harness';
import { pngImage } from '../../test/fixtures/images';

const { ctx, admin, staff } = await openStaffedContext();
let categoryId: number;
let made = 0;

beforeAll(async () => {
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Printers', slug: 'printers' })
    .returning();
  categoryId = category!.id;
});

function form(fields: Record<string, string | number>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  return body;
}

async function newProduct(fields: Record<string, string | number> = {}, token = admin.access) {
  made += 1;
  const response = await ctx.request('POST', '/api/products/', {
    body: form({
      name: `History Printer ${made}`,
      brand: 'HP',
      price: '1000',
      stock: 10,
      category: categoryId,
      ...fields,
    }),
    token,
  });
  return answerOf(response, 'post', '/api/products/', 201);
}

/** A product edit sent as the admin's form sends it. */
const putProduct = (id: number, fields: Record<string, string | number>, token = admin.access) =>
  ctx.request('PUT', `/api/products/id/${id}/`, { body: form(fields), token });
const editProduct = async (id: number, fields: Record<string, string | number>, token = admin.access) =>
  answerOf(await putProduct(id, fields, token), 'put', '/api/products/id/{id}/', 200);

/** A pending order of one line, placed by the staff member. */
async function newOrder(customer: string, product: { id: number }, quantity: number) {
  const created = await ctx.apiFor(staff.access).POST('/api/orders/', {
    body: { customer_name: customer, items: [{ product: product.id, quantity }] },
  });
  return dataOf(created, 201);
}

type ActivityQuery = NonNullable<paths['/api/activity/']['get']['parameters']['query']>;

async function activityPage(query: ActivityQuery, token = admin.access) {
  return dataOf(await ctx.apiFor(token).GET('/api/activity/', { params: { query } }), 200);
}
const history = async (query: ActivityQuery, token = admin.access) =>
  (await activityPage(query, token)).results;

const productHistory = (id: number) => history({ entity_type: 'product', entity_id: id });

describe('GET /api/activity/', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.api.GET('/api/activity/')).response.status).toBe(401);
  });

  it('answers 400 with field errors for a bad filter', async () => {
    const response = await ctx.request('GET', '/api/activity/?entity_type=planet&limit=0&before=x', {
      token: admin.access,
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['entity_type', 'limit', 'before']));
  });

  it('pages newest first by id', async () => {
    const product = await newProduct();
    for (const price of ['900', '800', '700']) await editProduct(product.id, { price });
    const first = await activityPage({ entity_type: 'product', entity_id: product.id, limit: 2 });
    expect(first.results.map((entry) => entry.changes.price?.to)).toEqual(['700.00', '800.00']);
    expect(first.next_before).toBe(first.results[1]!.id);
    const second = await activityPage({
      entity_type: 'product',
      entity_id: product.id,
      limit: 2,
      before: first.next_before!,
    });
    expect(second.results.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(second.next_before).toBeNull();
  });

  it('finds entries by label or actor name', async () => {
    const product = await newProduct({ name: 'Findable Epson L3210' });
    const found = await history({ q: 'epson l3210' });
    expect(found.map((entry) => entry.entity_id)).toContain(product.id);
    const byStaff = await newProduct({}, staff.access);
    const byActor = await history({ q: staff.username, entity_type: 'product' });
    expect(byActor.map((entry) => entry.entity_id)).toContain(byStaff.id);
    expect(byActor.every((entry) => entry.actor.name === staff.username)).toBe(true);
  });
});

describe('product history', () => {
  it('records create, the fields an edit changed, hide, images and delete, with who and when', async () => {
    const product = await newProduct({ discounted_price: '950' }, staff.access);
    ctx.clock.advance(60);
    await editProduct(
      product.id,
      { price: '1200', stock: 10, brand: 'hp', name: product.name },
      staff.access,
    );
    const path = { params: { path: { id: product.id } } };
    dataOf(
      await ctx.apiFor(admin.access).PATCH('/api/products/id/{id}/', { ...path, body: { hidden: true } }),
      200,
    );
    const photo = new File([new Uint8Array(await pngImage(300, 200))], 'photo.png');
    const image = dataOf(
      await ctx.apiFor(staff.access).POST('/api/product-images/', {
        body: { product: String(product.id), image: photo },
        bodySerializer: asFormData,
      }),
      201,
    );
    expect(
      (
        await ctx
          .apiFor(staff.access)
          .DELETE('/api/product-images/{id}/', { params: { path: { id: image.id } } })
      ).response.status,
    ).toBe(204);
    expect((await ctx.apiFor(admin.access).DELETE('/api/products/id/{id}/', path)).response.status).toBe(204);

    const entries = await productHistory(product.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'deleted',
      'image_removed',
      'image_added',
      'hidden',
      'updated',
      'created',
    ]);
    const [deleted, , , hidden, updated, created] = entries;
    expect(created).toMatchObject({
      actor: { id: staff.id, name: staff.username },
      entity_label: product.name,
      changes: {},
      occurred_at: '2026-11-22T08:00:00.000Z',
    });
    // Only what changed: the brand 'hp' is HP already and the stock was sent unchanged.
    expect(updated!.changes).toEqual({ price: { from: '1000.00', to: '1200.00' } });
    expect(updated!.occurred_at).toBe('2026-11-22T08:01:00.000Z');
    expect(hidden).toMatchObject({
      actor: { name: admin.username },
      changes: { hidden: { from: false, to: true } },
    });
    expect(deleted).toMatchObject({ actor: { id: admin.id }, entity_label: product.name });
  });

  it('writes nothing for an edit that changes nothing or is refused', async () => {
    const product = await newProduct();
    await editProduct(product.id, { price: '1000' });
    const refused = await putProduct(product.id, { price: '1000', discounted_price: '5000' });
    expect(refused.status).toBe(400);
    expect((await productHistory(product.id)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('names categories rather than ids in a category change', async () => {
    const [other] = await ctx.db
      .insert(categories)
      .values({ name: 'Scanners', slug: 'scanners' })
      .returning();
    const product = await newProduct();
    await editProduct(product.id, { category: other!.id });
    expect((await productHistory(product.id))[0]!.changes).toEqual({
      category: { from: 'Printers', to: 'Scanners' },
    });
  });

  it('rolls the change back when its history cannot be written: both are one transaction', async () => {
    await ctx.db.execute(
      sql.raw(
        `alter table activity add constraint activity_refuses_boom check (entity_label <> 'Boom Printer')`,
      ),
    );
    try {
      const response = await ctx.request('POST', '/api/products/', {
        body: form({ name: 'Boom Printer', brand: 'HP', price: '1', stock: 1, category: categoryId }),
        token: admin.access,
      });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).not.toContain('activity_refuses_boom');
      const rows = await ctx.db
        .select()
        .from(products)
        .where(sql`${products.name} = 'Boom Printer'`);
      expect(rows).toHaveLength(0);
    } finally {
      await ctx.db.execute(sql.raw('alter table activity drop constraint activity_refuses_boom'));
    }
  });

  it('records an Excel import row by row, with the file it came from', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['name', 'brand', 'price', 'stock', 'category']);
    sheet.addRow(['Imported Laser 1', 'Brother', '5000', '3', 'Printers']);
    sheet.addRow(['Imported Laser 2', 'Brother', '6000', '4', 'Printers']);
    const upload = new FormData();
    upload.append(
      'excel_file',
      new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]),
      'products_November_2026.xlsx',
    );
    await answerOf(
      await ctx.request('POST', '/api/products/import-excel/', { body: upload, token: admin.access }),
      'post',
      '/api/products/import-excel/',
      200,
    );
    const entries = (await history({ entity_type: 'product', q: 'Imported Laser' })).filter(
      (entry) => entry.action === 'import_created',
    );
    expect(entries.map((entry) => entry.entity_label).sort()).toEqual([
      'Imported Laser 1',
      'Imported Laser 2',
    ]);
    expect(entries[0]!.note).toBe('Excel import: products_November_2026.xlsx');
  });
});

describe('product versions', () => {
  it('refuses an edit made on a stale copy with 409 and keeps the other change', async () => {
    const product = await newProduct();
    expect(product.version).toBe(1);
    const first = await editProduct(product.id, { price: '1100', version: 1 });
    expect(first.version).toBe(2);
    const stale = await putProduct(product.id, { price: '1300', version: 1 }, staff.access);
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({ detail: messages.product.changedSinceOpened });
    const current = dataOf(
      await ctx.api.GET('/api/products/id/{id}/', { params: { path: { id: product.id } } }),
      200,
    );
    expect(current).toMatchObject({ price: '1100.00', version: 2 });
  });

  it('answers 400 for a version that is not a positive whole number', async () => {
    const product = await newProduct();
    const response = await putProduct(product.id, { price: '1', version: 'latest' });
    expect(response.status).toBe(400);
    expect(Object.keys(await errorOf(response))).toContain('version');
  });
});

describe('order history', () => {
  it('records the order, its shipment with each product stock move, and the cancellation', async () => {
    const product = await newProduct({ stock: 5 });
    const order = await newOrder('Santos Trading', product, 2);
    const ship = async (status: 'shipped' | 'cancelled') =>
      dataOf(
        await ctx
          .apiFor(staff.access)
          .PATCH('/api/orders/{id}/', { params: { path: { id: order.id } }, body: { status } }),
        200,
      );
    await ship('shipped');
    await ship('cancelled');

    const orderEntries = await history({ entity_type: 'order', entity_id: order.id });
    expect(orderEntries.map((entry) => [entry.action, entry.changes.status])).toEqual([
      ['cancelled', { from: 'shipped', to: 'cancelled' }],
      ['shipped', { from: 'pending', to: 'shipped' }],
      ['created', undefined],
    ]);
    expect(orderEntries[2]).toMatchObject({
      entity_label: `#${order.id} Santos Trading`,
      changes: { items: { from: null, to: `2 × ${product.name} @ ₱1,000.00` } },
    });
    const stockEntries = (await productHistory(product.id)).filter(
      (entry) => entry.note === `Order #${order.id}`,
    );
    // Shipping an unconfirmed order reserves its units first, then ships them; cancelling brings them back.
    expect(stockEntries.map((entry) => [entry.action, entry.changes.stock, entry.changes.reserved])).toEqual([
      ['stock_back', { from: 3, to: 5 }, undefined],
      ['stock_out', { from: 5, to: 3 }, { from: 2, to: 0 }],
      ['reserved', undefined, { from: 0, to: 2 }],
    ]);
  });

  it('writes nothing when a shipment is refused for want of stock', async () => {
    const product = await newProduct({ stock: 1 });
    const order = await newOrder('Short Supply', product, 3);
    const refused = await ctx
      .apiFor(staff.access)
      .PATCH('/api/orders/{id}/', { params: { path: { id: order.id } }, body: { status: 'shipped' } });
    expect(refused.response.status).toBe(409);
    expect(
      (await history({ entity_type: 'order', entity_id: order.id })).map((entry) => entry.action),
    ).toEqual(['created']);
    expect((await productHistory(product.id)).map((entry) => entry.action)).toEqual(['created']);
  });
});

describe('staff, category and inquiry history', () => {
  it('keeps staff accounts to superusers and never records a password', async () => {
    const asAdmin = ctx.apiFor(admin.access);
    const created = dataOf(
      await asAdmin.POST('/api/user/create-staff/', {
        body: {
          username: 'historyclerk',
          email: 'clerk@example.com',
          password1: 'Clerk-Passw0rd-Long',
          password2: 'Clerk-Passw0rd-Long',
        },
      }),
      201,
    );
    dataOf(
      await asAdmin.PATCH('/api/user/staff/{id}/', {
        params: { path: { id: created.id } },
        body: { username: 'historyclerk', email: 'clerk2@example.com' },
      }),
      200,
    );
    const entries = await history({ entity_type: 'staff', entity_id: created.id });
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['updated', { email: { from: 'clerk@example.com', to: 'clerk2@example.com' } }],
      ['created', { email: { from: null, to: 'clerk@example.com' } }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Clerk-Passw0rd-Long');

    const asStaff = await ctx
      .apiFor(staff.access)
      .GET('/api/activity/', { params: { query: { entity_type: 'staff' } } });
    expect(asStaff.response.status).toBe(403);
    const everything = await history({ limit: 100 }, staff.access);
    expect(everything.length).toBeGreaterThan(0);
    expect(everything.some((entry) => entry.entity_type === 'staff')).toBe(false);
  });

  it('records category changes', async () => {
    const created = await answerOf(
      await ctx.request('POST', '/api/categories/', { body: form({ name: 'Webcams' }), token: admin.access }),
      'post',
      '/api/categories/',
      201,
    );
    await answerOf(
      await ctx.request('PUT', `/api/categories/${created.id}/`, {
        body: form({ name: 'Web Cameras' }),
        token: admin.access,
      }),
      'put',
      '/api/categories/{id}/',
      200,
    );
    const deleted = await ctx
      .apiFor(admin.access)
      .DELETE('/api/categories/{id}/', { params: { path: { id: created.id } } });
    expect(deleted.response.status).toBe(204);
    const entries = await history({ entity_type: 'category', entity_id: created.id });
    expect(entries.map((entry) => [entry.action, entry.entity_label, entry.changes])).toEqual([
      ['deleted', 'Web Cameras', {}],
      ['updated', 'Web Cameras', { name: { from: 'Webcams', to: 'Web Cameras' } }],
      ['created', 'Webcams', {}],
    ]);
  });

  it('records a visitor inquiry without an actor, and its handling by staff', async () => {
    await submitTestInquiry(ctx, 'history-visitor', {});
    const [received] = await history({ entity_type: 'inquiry', q: 'Maria Santos' });
    expect(received).toMatchObject({
      action: 'received',
      actor: { id: null, name: '' },
      entity_label: 'Maria Santos, Santos Trading',
      note: 'Product Inquiry',
    });
    const id = received!.entity_id!;
    dataOf(
      await ctx.apiFor(staff.access).PATCH('/api/inquiries/{id}/', {
        params: { path: { id } },
        body: { status: 'in_progress', notes: 'Called back' },
      }),
      200,
    );
    const [handled] = await history({ entity_type: 'inquiry', entity_id: id });
    expect(handled).toMatchObject({
      action: 'updated',
      actor: { name: staff.username },
      changes: { status: { from: 'new', to: 'in_progress' }, notes: { from: '', to: 'Called back' } },
    });
  });
});
