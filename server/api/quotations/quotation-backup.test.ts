import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quotationCounters } from '~/db/schema';
import { backupKeys, readBackup, restoreBackup, writeBackup } from '../../services/backup/backup';
import { createQuotation } from '../../services/quotations/drafts';
import { createTestContext, dataOf, openStaffedContext } from '../../test/harness';

const { ctx, staff } = await openStaffedContext();
const target = await createTestContext();
afterAll(() => target.close());

const body = {
  customer_name: 'Backup Customer',
  customer_email: 'backup@example.ph',
  lines: [{ description: 'Server installation', quantity: 2, unit_price: '1120.00' }],
};

describe('a restored backup', () => {
  it('brings back the quotations, their lines and the year counter, which keeps counting', async () => {
    const first = await createQuotation(ctx.db, body, staff, ctx.clock.current);
    const second = await createQuotation(ctx.db, body, staff, ctx.clock.current);

    const dir = await mkdtemp(path.join(tmpdir(), 'quote-restore-'));
    try {
      // Both shops share the backup key, as a shop restored elsewhere must.
      const keys = backupKeys('shared-backup-key-'.padEnd(40, 'k'));
      const written = await writeBackup(ctx.database, ctx.media, dir, ctx.clock.current, {
        keys,
        encrypt: false,
      });
      const restored = await restoreBackup(
        target.database,
        target.media,
        await readBackup(written.file, { keys }),
      );
      for (const table of ['quotations', 'quotation_lines', 'quotation_counters']) {
        expect(restored.counts[table], table).toBe(written.counts[table]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const user = await target.user('staff');
    const api = target.apiFor(user.access);
    const read = async (id: number) =>
      dataOf(await api.GET('/api/quotations/{id}/', { params: { path: { id } } }), 200);
    expect(await read(first.id)).toMatchObject({ number: first.number, total: '2240.00', vat: '240.00' });
    expect((await read(second.id)).lines).toHaveLength(1);
    expect(await target.db.select().from(quotationCounters)).toEqual(
      await ctx.db.select().from(quotationCounters),
    );

    // The restored counter and id sequence go on from the backup: no number or id is handed out twice.
    const made = dataOf(await api.POST('/api/quotations/', { body }), 201);
    expect(made.id).toBeGreaterThan(second.id);
    expect(made.number).toBe(
      second.number.replace(/\d{6}$/, (digits) => String(Number(digits) + 1).padStart(6, '0')),
    );
  });
});
