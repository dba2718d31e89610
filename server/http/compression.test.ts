import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { formData } from '../test/fixtures/images';
import { brotliWindowBits, chooseEncoding, compression, compressWhole } from './compression';
import type { AppEnv } from './types';

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

describe('compressWhole', () => {
  it('gives brotli the smallest window that holds the body, and the body comes back whole at every size', async () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1008)).toBe(10);
    expect(brotliWindowBits(1009)).toBe(11);
    expect(brotliWindowBits(70_000)).toBe(17);
    expect(brotliWindowBits(1 << 30)).toBe(24);
    // Repeats further apart than a small window reaches, so a window too small would lose them.
    const block = randomBytes(40_000);
    for (const size of [1, 5_000, 70_000, 300_000]) {
      const body = Buffer.concat(
        Array.from({ length: Math.ceil(size / block.length) }, () => block),
      ).subarray(0, size);
      const compressed = await compressWhole.br(body);
      expect(Buffer.compare(await brotliDecompress(compressed), body)).toBe(0);
      if (size > 2 * block.length) expect(compressed.byteLength).toBeLessThan(1.1 * block.length);
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compression middleware', () => {
  const page = '<!DOCTYPE html><p>' + 'Laptops, printers and toner. '.repeat(200) + '</p>';
  const app = new Hono<AppEnv>();
  app.use(compression());
  app.get('/page', (c) => {
    // Two chunks with a pause, as React streams a page: the first must arrive before the second is written.
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(page.slice(0, 3000)));
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(encoder.encode(page.slice(3000)));
        controller.close();
      },
    });
    return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });
  app.get('/kept', (c) => {
    c.set('finalAnswer', true);
    return c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });
  app.get('/tiny', (c) =>
    c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }),
  );
  const list = { results: Array.from({ length: 60 }, (_, id) => ({ id, name: `HP ProBook ${id}` })) };
  app.get('/small-json', (c) => c.json({ ok: true }));
  app.get('/list-json', (c) => c.json(list));
  app.get('/image', (c) =>
    c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp', 'Content-Length': '4096' }),
  );

  it('streams a page in brotli, chunk by chunk', async () => {
    const response = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Content-Length')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(1);
    const compressed = Buffer.concat(chunks);
    expect(compressed.length).toBeLessThan(page.length / 5);
    expect((await brotliDecompress(compressed)).toString()).toBe(page);
  });

  it('falls back to gzip and sends plain text to clients that take neither', async () => {
    const gzipped = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect((await gunzip(Buffer.from(await gzipped.arrayBuffer()))).toString()).toBe(page);

    const plain = await app.request('/page');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(page);
  });

  it('leaves images and answers known to be tiny alone', async () => {
    const image = await app.request('/image', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const tiny = await app.request('/tiny', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
  });

  it('sends a small JSON answer as it is, and compresses a larger one whole, with its length', async () => {
    const small = await app.request('/small-json', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    for (const [coding, decompress] of [
      ['br', brotliDecompress],
      ['gzip', gunzip],
    ] as const) {
      const large = await app.request('/list-json', { headers: { 'Accept-Encoding': coding } });
      expect(large.headers.get('Content-Encoding')).toBe(coding);
      expect(large.headers.get('Vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await large.arrayBuffer());
      expect(large.headers.get('Content-Length')).toBe(String(bytes.byteLength));
      expect(JSON.parse((await decompress(bytes)).toString())).toEqual(list);
    }
  });

  it('leaves an answer the public cache gave as it kept it: neither compressed again nor given a header', async () => {
    const kept = await app.request('/kept', { headers: { 'Accept-Encoding': 'br' } });
    expect(kept.headers.get('Content-Encoding')).toBeNull();
    expect(kept.headers.get('Vary')).toBeNull();
    expect(await kept.text()).toBe(page);
  });
});

describe('the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers a JSON list in brotli when the client takes it', async () => {
    const admin = await ctx.user('superuser');
    for (let index = 0; index < 25; index++) {
      const created = await ctx.request('POST', '/api/categories/', {
        body: formData({ name: `Compressed category ${index}` }),
        token: admin.access,
      });
      expect(created.status).toBe(201);
    }
    const plain = await ctx.request('GET', '/api/categories/');
    const expected = await plain.json();
    const response = await ctx.request('GET', '/api/categories/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const body = await brotliDecompress(Buffer.from(await response.arrayBuffer()));
    expect(JSON.parse(body.toString())).toEqual(expected);
  });
});
