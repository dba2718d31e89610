import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { DatabaseMediaStore, LocalMediaStore, MemoryMediaStore, type MediaStore } from './media-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const name = (width: number) => `${'ab'.repeat(16)}-${width}.webp`;
const read = async (store: MediaStore, file: string) => {
  const stored = await store.get(file);
  return stored
    ? { size: stored.size, text: Buffer.from(await new Response(stored.body).arrayBuffer()).toString() }
    : null;
};

const stores: [string, () => MediaStore][] = [
  ['LocalMediaStore', () => new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')))],
  ['DatabaseMediaStore', () => new DatabaseMediaStore(ctx.db)],
  ['MemoryMediaStore', () => new MemoryMediaStore()],
];

describe.each(stores)('%s', (_, makeStore) => {
  it('stores the same file written by many requests at once', async () => {
    const store = makeStore();
    const data = Buffer.from('identical bytes');
    await Promise.all(Array.from({ length: 10 }, () => store.put(name(640), data)));
    expect(await read(store, name(640))).toEqual({ size: data.length, text: 'identical bytes' });
  });

  it('answers null for a missing file and forgets a deleted one', async () => {
    const store = makeStore();
    expect(await store.get(name(320))).toBeNull();
    await store.put(name(320), Buffer.from([0, 1, 2, 255]));
    expect((await read(store, name(320)))?.size).toBe(4);
    await store.delete(name(320));
    expect(await store.get(name(320))).toBeNull();
  });
});

describe.each(stores.slice(0, 2))('%s names', (_, makeStore) => {
  it('refuses names it did not generate', async () => {
    const store = makeStore();
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('../evil.webp', Buffer.from('x'))).rejects.toThrow(/Invalid media name/);
  });
});

it('keeps binary content byte for byte in the database', async () => {
  const store = new DatabaseMediaStore(ctx.db);
  const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  await store.put(name(1280), bytes);
  const stored = await store.get(name(1280));
  expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).equals(bytes)).toBe(true);
});
