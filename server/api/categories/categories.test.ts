import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '~/db/schema';
import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { getCategory, listCategories } from '../../services/catalogue/categories';
import { refreshSearchText } from '../../services/catalogue/search-text';
import { answerOf, openStaffedContext } from '../../test/harness';
import { formData, pixelBombPng, plainText, pngImage, svgWithScript } from '../../test/fixtures/images';

const { ctx, admin, staff } = await openStaffedContext();

type Fields = Parameters<typeof formData>[0];

function send(method: 'POST' | 'PUT', path: string, fields: Fields, token: string | null = admin.access) {
  return ctx.request(method, path, { body: formData(fields), token: token ?? undefined });
}

async function create(fields: Fields): Promise<CategoryView> {
  const response = await send('POST', '/api/categories/', fields);
  expect(response.status).toBe(201);
  return answerOf(response, 'post', '/api/categories/');
}

async function insertProduct(name: string, categoryId: number, hidden = false): Promise<number> {
  const [row] = await ctx.db
    .insert(products)
    .values({
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      price: '1500.00',
      brand: 'HP',
      hidden,
      categoryId,
    })
    .returning({ id: products.id });
  await refreshSearchText(ctx.db, sql`p.id = ${row!.id}`);
  return row!.id;
}

async function productRow(id: number) {
  const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
  return row!;
}

const icon = async (colour = '#336699') => ({ name: 'icon.png', data: await pngImage(400, 400, colour) });
const mediaFile = (url: string) => ctx.media.files.has(url.replace('/media/', ''));

describe('POST /api/categories/', () => {
  it('creates a category with an icon (superuser)', async () => {
    const category = await create({ name: '  Audio Parts & Accessories ', icon: await icon() });
    expect(category).toMatchObject({
      name: 'Audio Parts & Accessories',
      slug: 'audio-parts-and-accessories',
      product_count: 0,
    });
    expect(category.icon).toMatch(/^\/media\/[a-f0-9]{32}-320\.webp$/);
    expect(category.icon_srcset).toBe(`${category.icon} 320w`);
    expect(category.image).toBe(category.icon);
    expect(mediaFile(category.icon!)).toBe(true);
  });

  it('creates a category without an icon, also without the trailing slash', async () => {
    const response = await send('POST', '/api/categories', {
      name: 'Office Supplies',
      icon: { name: '', data: Buffer.alloc(0) },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: 'Office Supplies',
      icon: null,
      icon_srcset: null,
      image: null,
    });
  });

  it('is for superusers only', async () => {
    const anonymous = await send('POST', '/api/categories/', { name: 'Scanners' }, null);
    expect(anonymous.status).toBe(401);
    const asStaff = await send('POST', '/api/categories/', { name: 'Scanners' }, staff.access);
    expect(asStaff.status).toBe(403);
    expect(await asStaff.json()).toEqual({ detail: messages.auth.permissionDenied });
  });

  it('requires a name', async () => {
    for (const fields of [{}, { name: '   ' }] as Fields[]) {
      const response = await send('POST', '/api/categories/', fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: `name: ${messages.category.nameRequired}`,
        name: [messages.category.nameRequired],
      });
    }
  });

  it('refuses a duplicate name regardless of case and spacing, before touching the icon', async () => {
    await create({ name: 'Printers' });
    const files = ctx.media.files.size;
    const response = await send('POST', '/api/categories/', {
      name: ' PRINTERS ',
      icon: await icon('#000001'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: messages.category.nameTaken,
      name: [messages.category.nameTaken],
    });
    expect(ctx.media.files.size).toBe(files);
  });

  it('answers 400 with an icon field error for a file that is not an image', async () => {
    for (const file of [
      { name: 'icon.svg', data: svgWithScript, type: 'image/svg+xml' },
      { name: 'photo.jpg', data: plainText, type: 'image/jpeg' },
    ]) {
      const response = await send('POST', '/api/categories/', { name: 'Cables', icon: file });
      expect(response.status, file.name).toBe(400);
      expect(await response.json()).toEqual({
        detail: messages.image.unsupported,
        icon: [messages.image.unsupported],
      });
    }
    const text = await send('POST', '/api/categories/', { name: 'Cables', icon: 'not a file' });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ icon: [messages.image.unsupported] });
    expect(await getCategory(ctx.db, 'cables')).toBeNull();
  });

  it('refuses an oversized or bomb icon with 413 and the icon field', async () => {
    const bomb = await send('POST', '/api/categories/', {
      name: 'Cables',
      icon: { name: 'b.png', data: pixelBombPng() },
    });
    expect(bomb.status).toBe(413);
    expect(await bomb.json()).toEqual({
      detail: messages.image.tooManyPixels,
      icon: [messages.image.tooManyPixels],
    });
    const big = await send('POST', '/api/categories/', {
      name: 'Cables',
      icon: { name: 'b.png', data: Buffer.alloc(11 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
  });

  it('gives a name with the same slug as another category a distinct slug', async () => {
    const first = await create({ name: 'Computer Accessories' });
    const second = await create({ name: 'Computer-Accessories!' });
    expect(first.slug).toBe('computer-accessories');
    expect(second.slug).toBe('computer-accessories-2');
  });
});

describe('GET /api/categories/', () => {
  it('lists all categories by name with their visible product counts, for anyone', async () => {
    const laptops = await create({ name: 'laptops' });
    await insertProduct('ThinkPad E14', laptops.id);
    await insertProduct('ProBook 440', laptops.id);
    await insertProduct('Secret Prototype', laptops.id, true);
    for (const path of ['/api/categories/', '/api/categories']) {
      const response = await ctx.request('GET', path);
      expect(response.status).toBe(200);
      const body = await answerOf(response, 'get', '/api/categories/');
      const names = body.map((category) => category.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      expect(body.find((category) => category.id === laptops.id)?.product_count).toBe(2);
    }
    expect((await listCategories(ctx.db)).length).toBeGreaterThan(3);
  });

  it('finds one category by id, slug or name, and answers 404 otherwise', async () => {
    const created = await create({ name: 'Telecommunication Supplies' });
    for (const key of [
      String(created.id),
      created.slug,
      'telecommunication%20supplies',
      'TELECOMMUNICATION-SUPPLIES',
    ]) {
      const response = await ctx.request('GET', `/api/categories/${key}/`);
      expect(response.status, key).toBe(200);
      expect(await response.json()).toMatchObject({ id: created.id, slug: 'telecommunication-supplies' });
    }
    const withoutSlash = await ctx.request('GET', `/api/categories/${created.id}`);
    expect(withoutSlash.status).toBe(200);
    const missing = await ctx.request('GET', '/api/categories/no-such-category/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: messages.category.notFound });
  });

  it('answers 405 for methods a path does not have', async () => {
    expect((await ctx.request('PATCH', '/api/categories/1/', { token: admin.access })).status).toBe(405);
    expect((await ctx.request('DELETE', '/api/categories/', { token: admin.access })).status).toBe(405);
  });
});

describe('PUT /api/categories/{id}/', () => {
  it('lets staff rename; the slug stays while the name slugifies the same, else moves', async () => {
    const category = await create({ name: 'Networking' });
    const productId = await insertProduct('TP-Link Archer C6', category.id);
    let response = await send('PUT', `/api/categories/${category.id}/`, { name: 'NETWORKING' }, staff.access);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'NETWORKING', slug: 'networking', product_count: 1 });

    response = await send(
      'PUT',
      `/api/categories/${category.id}`,
      { name: 'Network Equipment' },
      staff.access,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Network Equipment', slug: 'network-equipment' });
    // The rename reaches the products' search text in the same transaction.
    expect((await productRow(productId)).searchText).toContain('network equipment');
  });

  it('picks a free slug when the new name slugifies to a taken one', async () => {
    const category = await create({ name: 'Storage' });
    const response = await send('PUT', `/api/categories/${category.id}/`, { name: 'Printers!' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Printers!', slug: 'printers-2' });
  });

  it('keeps the icon when none is sent and replaces it (deleting the old files) when one is', async () => {
    const category = await create({ name: 'Monitors', icon: await icon('#aa0000') });
    let response = await send('PUT', `/api/categories/${category.id}/`, { name: 'Monitors' }, staff.access);
    expect((await answerOf(response, 'put', '/api/categories/{id}/')).icon).toBe(category.icon);

    response = await send(
      'PUT',
      `/api/categories/${category.id}/`,
      { name: 'Monitors', icon: await icon('#00aa00') },
      staff.access,
    );
    expect(response.status).toBe(200);
    const updated = await answerOf(response, 'put', '/api/categories/{id}/');
    expect(updated.icon).not.toBe(category.icon);
    expect(mediaFile(updated.icon!)).toBe(true);
    expect(mediaFile(category.icon!)).toBe(false);
  });

  it('keeps icon files another category still shows', async () => {
    const shared = await icon('#0000bb');
    const first = await create({ name: 'Speakers', icon: shared });
    const second = await create({ name: 'Headsets', icon: shared });
    expect(second.icon).toBe(first.icon);
    await send('PUT', `/api/categories/${first.id}/`, { name: 'Speakers', icon: await icon('#0000cc') });
    expect(mediaFile(second.icon!)).toBe(true);
  });

  it('validates like create and answers 401 and 404', async () => {
    const category = await create({ name: 'Projectors' });
    let response = await send('PUT', `/api/categories/${category.id}/`, { name: 'printers' }, staff.access);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ name: [messages.category.nameTaken] });
    response = await send('PUT', `/api/categories/${category.id}/`, { name: '' }, staff.access);
    expect(await response.json()).toMatchObject({ name: [messages.category.nameRequired] });
    response = await send(
      'PUT',
      `/api/categories/${category.id}/`,
      { name: 'Projectors', icon: { name: 'x.svg', data: svgWithScript } },
      staff.access,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ icon: [messages.image.unsupported] });
    response = await send('PUT', `/api/categories/${category.id}/`, { name: 'Beamers' }, null);
    expect(response.status).toBe(401);
    response = await send('PUT', '/api/categories/999999/', { name: 'Beamers' }, staff.access);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: messages.category.notFound });
    expect((await getCategory(ctx.db, String(category.id)))?.name).toBe('Projectors');
  });
});

describe('DELETE /api/categories/{id}/', () => {
  it('is for superusers only', async () => {
    const category = await create({ name: 'Toners' });
    expect((await ctx.request('DELETE', `/api/categories/${category.id}/`)).status).toBe(401);
    expect(
      (await ctx.request('DELETE', `/api/categories/${category.id}/`, { token: staff.access })).status,
    ).toBe(403);
  });

  it('keeps the products, now uncategorized, and removes the icon files', async () => {
    const category = await create({ name: 'Webcams', icon: await icon('#ffee00') });
    const productId = await insertProduct('Logitech C920', category.id);
    expect((await productRow(productId)).searchText).toContain('webcams');
    const response = await ctx.request('DELETE', `/api/categories/${category.id}`, { token: admin.access });
    expect(response.status).toBe(204);
    const product = await productRow(productId);
    expect(product.categoryId).toBeNull();
    expect(product.searchText).not.toContain('webcams');
    expect(mediaFile(category.icon!)).toBe(false);
    expect((await ctx.request('GET', `/api/categories/${category.id}/`)).status).toBe(404);
    const again = await ctx.request('DELETE', `/api/categories/${category.id}/`, { token: admin.access });
    expect(again.status).toBe(404);
    expect((await ctx.request('DELETE', '/api/categories/abc/', { token: admin.access })).status).toBe(404);
  });
});
