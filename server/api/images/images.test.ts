import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '~/db/schema';
import { messages } from '~/domain/messages';
import { listProductImages, MAX_IMAGE_BYTES } from '../../services/media/media';
import { asFormData, dataOf, openStaffedContext } from '../../test/harness';
import {
  avifImage,
  formData,
  gifImage,
  htmlPage,
  jpegWithOrientation,
  pixelBombPng,
  plainText,
  pngImage,
  svgWithScript,
  webpImage,
} from '../../test/fixtures/images';

const { ctx, admin, staff } = await openStaffedContext();
let productId: number;
let otherProductId: number;

async function insertProduct(name: string): Promise<number> {
  const [row] = await ctx.db
    .insert(products)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), price: '1000.00', brand: 'HP' })
    .returning({ id: products.id });
  return row!.id;
}

beforeAll(async () => {
  productId = await insertProduct('HP ProBook 440 G10');
  otherProductId = await insertProduct('Lenovo ThinkPad E14');
});

function upload(
  file: { name: string; data: Buffer; type?: string } | string | undefined,
  options: { product?: string; token?: string | null; path?: string } = {},
) {
  const fields: Parameters<typeof formData>[0] = { product: options.product ?? String(productId) };
  if (file !== undefined) fields.image = file;
  const token = options.token === undefined ? staff.access : options.token;
  return ctx.request('POST', options.path ?? '/api/product-images/', {
    body: formData(fields),
    token: token ?? undefined,
  });
}

/** A well-formed upload by staff, through the typed client. */
function uploadImage(file: { name: string; data: Buffer; type?: string }, product = productId) {
  const image = new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'image/png' });
  return ctx.apiFor(staff.access).POST('/api/product-images/', {
    body: { product: String(product), image },
    bodySerializer: asFormData,
  });
}

const nameOf = (url: string) => url.replace('/media/', '');

async function storedFile(url: string): Promise<Buffer> {
  const file = ctx.media.files.get(nameOf(url));
  expect(file, url).toBeDefined();
  return file!;
}

describe('POST /api/product-images/', () => {
  it('re-encodes a PNG into WebP variants no wider than the source, under a content-hashed name', async () => {
    const body = dataOf(
      await uploadImage({ name: 'my-holiday photo.png', data: await pngImage(800, 600) }),
      201,
    );
    expect(body).toMatchObject({ product: productId, width: 640, height: 480 });
    expect(body.variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect(body.image).toMatch(/^\/media\/[a-f0-9]{32}-640\.webp$/);
    expect(body.image).not.toContain('holiday');
    expect(body.srcset).toBe(body.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '));
    for (const variant of body.variants) {
      const info = await sharp(await storedFile(variant.url)).metadata();
      expect(info.format).toBe('webp');
      expect(info.width).toBe(variant.width);
    }
  });

  it('keeps a 1280 variant for large images and one source-width variant for small ones', async () => {
    const large = dataOf(await uploadImage({ name: 'a.png', data: await pngImage(2000, 1000) }));
    expect(large.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect([large.width, large.height]).toEqual([1280, 640]);
    const small = dataOf(await uploadImage({ name: 'b.png', data: await pngImage(100, 50) }));
    expect(small.variants.map((variant) => variant.width)).toEqual([100]);
    expect([small.width, small.height]).toEqual([100, 50]);
  });

  it('applies the EXIF orientation and strips all metadata', async () => {
    const source = await jpegWithOrientation(1600, 800);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const body = dataOf(await uploadImage({ name: 'camera.jpg', data: source, type: 'image/jpeg' }), 201);
    // 1600 × 800 turned a quarter: the stored image is portrait.
    expect([body.width, body.height]).toEqual([640, 1280]);
    const stored = await sharp(await storedFile(body.image)).metadata();
    expect([stored.width, stored.height]).toEqual([640, 1280]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it('accepts GIF, WebP and AVIF by content', async () => {
    for (const [name, data] of [
      ['a.gif', await gifImage()],
      ['b.webp', await webpImage()],
      ['c.avif', await avifImage()],
    ] as const) {
      const response = await upload({ name, data, type: 'application/octet-stream' });
      expect(response.status, name).toBe(201);
    }
  });

  it('refuses SVG, HTML, PDF and text (even named .jpg) with 415 and stores nothing', async () => {
    const before = ctx.media.files.size;
    const files = [
      { name: 'logo.svg', data: svgWithScript, type: 'image/svg+xml' },
      { name: 'photo.jpg', data: plainText, type: 'image/jpeg' },
      { name: 'page.png', data: htmlPage, type: 'image/png' },
      { name: 'doc.png', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), type: 'image/png' },
      { name: 'broken.png', data: (await pngImage(50, 50)).subarray(0, 40), type: 'image/png' },
    ];
    for (const file of files) {
      const response = await upload(file);
      expect(response.status, file.name).toBe(415);
      expect(await response.json()).toEqual({
        detail: messages.image.unsupported,
        image: [messages.image.unsupported],
      });
    }
    expect(ctx.media.files.size).toBe(before);
  });

  it('refuses a decompression bomb quickly (40 megapixels at most)', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const response = await upload({ name: 'bomb.png', data: bomb });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ detail: messages.image.tooManyPixels });
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload({ name: 'big.png', data: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      detail: messages.image.tooLarge,
      image: [messages.image.tooLarge],
    });
    const huge = await upload({ name: 'huge.png', data: Buffer.alloc(12 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: messages.image.tooLarge });
  });

  it('refuses an oversized body that declares its Content-Length without reading it', async () => {
    const response = await ctx.app.request('/api/product-images/', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff.access}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: 'tiny',
    });
    expect(response.status).toBe(413);
  });

  it('refuses an oversized chunked body that has no Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await ctx.app.request('/api/product-images/', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff.access}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: messages.image.tooLarge });
    // Reading stopped at the limit instead of draining the whole stream.
    expect(sent).toBeLessThan(15);
  });

  it('validates the product and the image fields', async () => {
    const png = { name: 'a.png', data: await pngImage(40, 40) };
    let response = await upload(png, { product: '999999' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: messages.product.notFound,
      product: [messages.product.notFound],
    });
    response = await upload(png, { product: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ product: [messages.common.required] });
    response = await upload(undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: messages.image.required,
      image: [messages.image.required],
    });
    response = await upload({ name: '', data: Buffer.alloc(0) });
    expect(await response.json()).toMatchObject({ image: [messages.image.required] });
    response = await upload('not a file');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ image: [messages.image.unsupported] });
    response = await ctx.request('POST', '/api/product-images/', {
      json: { product: productId },
      token: staff.access,
    });
    expect(response.status).toBe(400);
  });

  it('needs a staff or admin token', async () => {
    const png = { name: 'a.png', data: await pngImage(40, 40) };
    const anonymous = await upload(png, { token: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: messages.auth.notAuthenticated });
    expect((await upload(png, { token: admin.access })).status).toBe(201);
    expect((await upload(png, { token: staff.access, path: '/api/product-images' })).status).toBe(201);
  });

  it('answers 405 for other methods', async () => {
    const response = await ctx.request('GET', '/api/product-images/', { token: staff.access });
    expect(response.status).toBe(405);
  });
});

describe('GET /media/{name}', () => {
  it('serves a stored variant as immutable WebP', async () => {
    const body = dataOf(await uploadImage({ name: 'x.png', data: await pngImage(330, 200, '#abcdef') }));
    for (const path of [body.image, `${body.image}/`]) {
      const response = await ctx.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.equals(await storedFile(body.image))).toBe(true);
    }
    const head = await ctx.request('HEAD', body.image);
    expect(head.status).toBe(200);
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const path of [`/media/${'0'.repeat(32)}-320.webp`, '/media/..%2Fsecret', '/media/photo.jpg']) {
      const response = await ctx.request('GET', path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('DELETE /api/product-images/{id}/', () => {
  it('removes the row and its files', async () => {
    const body = dataOf(await uploadImage({ name: 'd.png', data: await pngImage(700, 300, '#123456') }));
    expect((await ctx.request('DELETE', `/api/product-images/${body.id}/`)).status).toBe(401);
    const response = await ctx.request('DELETE', `/api/product-images/${body.id}/`, { token: staff.access });
    expect(response.status).toBe(204);
    for (const variant of body.variants) expect(ctx.media.files.has(nameOf(variant.url))).toBe(false);
    expect((await ctx.request('GET', body.image)).status).toBe(404);
    const again = await ctx.request('DELETE', `/api/product-images/${body.id}`, { token: staff.access });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: messages.image.notFound });
    expect((await ctx.request('DELETE', '/api/product-images/abc/', { token: staff.access })).status).toBe(
      404,
    );
  });

  it('keeps files another product still uses (identical uploads share a content hash)', async () => {
    const data = await pngImage(500, 500, '#654321');
    const first = dataOf(await uploadImage({ name: 'same.png', data }));
    const second = dataOf(await uploadImage({ name: 'same-again.png', data }, otherProductId));
    expect(second.image).toBe(first.image);
    await ctx.request('DELETE', `/api/product-images/${first.id}/`, { token: staff.access });
    expect(ctx.media.files.has(nameOf(first.image))).toBe(true);
    await ctx.request('DELETE', `/api/product-images/${second.id}/`, { token: staff.access });
    expect(ctx.media.files.has(nameOf(first.image))).toBe(false);
  });
});

describe('product images', () => {
  it('are listed in upload order', async () => {
    const productOnly = await insertProduct('Acer Aspire 5');
    const ids: number[] = [];
    for (const colour of ['#010101', '#020202', '#030303']) {
      const image = dataOf(
        await uploadImage({ name: 'p.png', data: await pngImage(50, 50, colour) }, productOnly),
      );
      ids.push(image.id);
    }
    expect((await listProductImages(ctx.db, productOnly)).map((image) => image.id)).toEqual(ids);
    const rows = await ctx.db.select().from(productImages).where(eq(productImages.productId, productOnly));
    expect(rows).toHaveLength(3);
  });
});
