import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMediaStore } from './media-store';

describe('LocalMediaStore', () => {
  it('stores the same file written by many requests at once', async () => {
    const store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
    const name = `${'ab'.repeat(16)}-640.webp`;
    const data = Buffer.from('identical bytes');
    await Promise.all(Array.from({ length: 10 }, () => store.put(name, data)));
    const stored = await store.get(name);
    expect(stored?.size).toBe(data.length);
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).toString()).toBe('identical bytes');
  });

  it('refuses names it did not generate', async () => {
    const store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('../evil.webp', Buffer.from('x'))).rejects.toThrow(/Invalid media name/);
  });
});
