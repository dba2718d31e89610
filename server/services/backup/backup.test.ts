import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, documentSeries, payments, priceTiers, users } from '~/db/schema';
import { MemoryMediaStore } from '../media/media-store';
import { createTestContext } from '../../test/harness';
import {
  BACKUP_EXTENSION,
  backupKeys,
  ENCRYPTED_BACKUP_EXTENSION,
  readBackup,
  restoreBackup,
  writeBackup,
} from './backup';

/** A media store whose writes fail after `putsLeft` of them, or for one name, as a full disk would. */
class FaultyMediaStore extends MemoryMediaStore {
  putsLeft: number | null = null;
  failingName: string | null = null;

  override async put(name: string, data: Buffer): Promise<void> {
    if ((this.putsLeft !== null && this.putsLeft-- <= 0) || name === this.failingName)
      throw new Error(`ENOSPC: no space left, write '${name}'`);
    await super.put(name, data);
  }
}

const keys = backupKeys('the-shop-backup-key-with-32-characters');
const otherKeys = backupKeys('another-shop-backup-key-of-32-characters');
const IMAGES = ['0123456789abcdef-400.webp', '0123456789abcdef-800.webp'];

const source = await createTestContext();
let dir: string;
let plain: string;
let encrypted: string;

beforeAll(async () => {
  await source.user('superuser', { username: 'owner', email: 'owner@example.ph' });
  // A customer's tags are a text array and its tier a row of another new table: both must come back.
  const [tier] = await source.db.insert(priceTiers).values({ name: 'Dealer' }).returning();
  const [buyer] = await source.db
    .insert(customers)
    .values({ code: 'VF', name: 'Visayas Freight', tags: ['cebu', 'peza'], priceTierId: tier!.id })
    .returning();
  // The invoice series' next number is the owner's registered position: it must come back as it was.
  await source.db
    .update(documentSeries)
    .set({ prefix: 'INV-', next: 1042, end: 5000 })
    .where(eq(documentSeries.kind, 'invoice'));
  await source.db.insert(payments).values({
    customerId: buyer!.id,
    method: 'gcash',
    amount: '1500.00',
    receivedOn: '2026-11-24',
    reference: 'GC-77',
  });
  for (const name of IMAGES) await source.media.put(name, Buffer.from(`image ${name}`));
  dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-test-'));
  plain = (
    await writeBackup(source.database, source.media, dir, new Date('2026-11-25T01:00:00Z'), {
      keys,
      encrypt: false,
    })
  ).file;
  encrypted = (
    await writeBackup(source.database, source.media, dir, new Date('2026-11-25T02:00:00Z'), {
      keys,
      encrypt: true,
    })
  ).file;
});
afterAll(async () => {
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

function lines(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
}

/** Writes the lines back with the trailer's checksum recomputed, as an attacker without the key can. */
function rewrite(
  name: string,
  body: string[],
  trailerEdit: (trailer: Record<string, unknown>) => void,
): string {
  const trailer = (JSON.parse(lines(plain).at(-1)!) as { trailer: Record<string, unknown> }).trailer;
  trailer.sha256 = createHash('sha256')
    .update(body.map((line) => `${line}\n`).join(''))
    .digest('hex');
  trailerEdit(trailer);
  const file = path.join(dir, name);
  writeFileSync(file, gzipSync([...body, JSON.stringify({ trailer })].join('\n') + '\n'));
  return file;
}

describe('backup files', () => {
  it('are written 0600 in a 0700 folder, and an existing open folder is tightened', async () => {
    expect(statSync(plain).mode & 0o777).toBe(0o600);
    expect(statSync(encrypted).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);

    const open = path.join(dir, 'shared');
    mkdirSync(open);
    chmodSync(open, 0o755);
    const written = await writeBackup(source.database, source.media, open, new Date(), {
      keys,
      encrypt: false,
    });
    expect(statSync(open).mode & 0o777).toBe(0o700);
    expect(statSync(written.file).mode & 0o777).toBe(0o600);
  });

  it('are signed: the same content with a recomputed checksum is refused', async () => {
    expect(plain.endsWith(BACKUP_EXTENSION)).toBe(true);
    const body = lines(plain)
      .slice(0, -1)
      .map((line) =>
        line.replace('"is_superuser":false', '"is_superuser":true').replace('owner@', 'attacker@'),
      );
    expect(body.join('\n')).toContain('attacker@example.ph');
    const tampered = rewrite('tampered.gz', body, () => {});
    await expect(readBackup(tampered, { keys })).rejects.toThrow(/fails its signature: it was altered/);
  });

  it('refuses an unsigned (format 1) file unless insecure, which still checks the checksum', async () => {
    const body = lines(plain)
      .slice(0, -1)
      .map((line, index) => {
        if (index !== 0) return line;
        const header = JSON.parse(line) as { header: Record<string, unknown> };
        delete header.header.format_version;
        return JSON.stringify(header);
      });
    const unsigned = rewrite('unsigned.gz', body, (trailer) => delete trailer.hmac_sha256);
    await expect(readBackup(unsigned, { keys })).rejects.toThrow(/is not signed .* --insecure/);
    const accepted = await readBackup(unsigned, { keys, insecure: true });
    expect(accepted.tables.get('users')).toHaveLength(1);

    const damaged = rewrite('damaged.gz', body, (trailer) => {
      delete trailer.hmac_sha256;
      trailer.sha256 = '0'.repeat(64);
    });
    await expect(readBackup(damaged, { keys, insecure: true })).rejects.toThrow(/fails its checksum/);
  });

  it('refuses a file signed with another key unless insecure', async () => {
    await expect(readBackup(plain, { keys: otherKeys })).rejects.toThrow(
      /fails its signature: .* made with another key\. Restore with the BACKUP_KEY/,
    );
    expect((await readBackup(plain, { keys: otherKeys, insecure: true })).media.size).toBe(IMAGES.length);
  });

  it('are encrypted with BACKUP_ENCRYPT: nothing readable inside, and a wrong key or changed byte is refused', async () => {
    expect(encrypted.endsWith(ENCRYPTED_BACKUP_EXTENSION)).toBe(true);
    const bytes = readFileSync(encrypted);
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes(Buffer.from('owner@example.ph'))).toBe(false);
    // A fresh IV per file: the same content encrypts differently each time.
    const again = await writeBackup(
      source.database,
      source.media,
      path.join(dir, 'again'),
      new Date('2026-11-25T02:00:00Z'),
      {
        keys,
        encrypt: true,
      },
    );
    expect(readFileSync(again.file).equals(bytes)).toBe(false);

    await expect(readBackup(encrypted, { keys: otherKeys, insecure: true })).rejects.toThrow(
      /is encrypted and cannot be opened with this key/,
    );
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 40]! ^= 1;
    const changed = path.join(dir, 'changed.enc');
    writeFileSync(changed, flipped);
    await expect(readBackup(changed, { keys, insecure: true })).rejects.toThrow(
      /cannot be opened with this key/,
    );
  });
});

describe('a restore', () => {
  const media = new FaultyMediaStore();
  let target: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    target = await createTestContext({}, { media });
  });
  afterAll(() => target.close());

  it('whose image cannot be written leaves the database empty and no image behind', async () => {
    media.putsLeft = 1;
    await expect(restoreBackup(target.database, media, await readBackup(plain, { keys }))).rejects.toThrow(
      /ENOSPC/,
    );
    const count = (await target.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    expect(count.rows[0]!.n).toBe(0);
    expect(await media.list()).toEqual([]);
  });

  it('that fails removes only the images it wrote, never one that was already there', async () => {
    media.putsLeft = null;
    await media.put(IMAGES[0]!, Buffer.from(`image ${IMAGES[0]}`));
    media.failingName = IMAGES[1]!;
    try {
      await expect(restoreBackup(target.database, media, await readBackup(plain, { keys }))).rejects.toThrow(
        /ENOSPC/,
      );
      expect(await media.list()).toEqual([IMAGES[0]]);
    } finally {
      media.failingName = null;
      await media.delete(IMAGES[0]!);
    }
  });

  it('of an encrypted backup brings back every row and image', async () => {
    media.putsLeft = null;
    const restored = await restoreBackup(target.database, media, await readBackup(encrypted, { keys }));
    expect(restored.media).toBe(IMAGES.length);
    expect(await media.list()).toEqual(IMAGES);
    expect((await target.db.select().from(users)).map((user) => user.email)).toEqual(['owner@example.ph']);
    expect(
      await target.db
        .select({ tags: customers.tags, tier: priceTiers.name })
        .from(customers)
        .innerJoin(priceTiers, eq(priceTiers.id, customers.priceTierId)),
    ).toEqual([{ tags: ['cebu', 'peza'], tier: 'Dealer' }]);
    expect(
      await target.db
        .select({ prefix: documentSeries.prefix, next: documentSeries.next, end: documentSeries.end })
        .from(documentSeries)
        .where(eq(documentSeries.kind, 'invoice')),
    ).toEqual([{ prefix: 'INV-', next: 1042, end: 5000 }]);
    expect((await target.db.select().from(payments)).map((payment) => payment.reference)).toEqual(['GC-77']);
  });
});
