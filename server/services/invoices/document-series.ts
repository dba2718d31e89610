import { and, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { documentSeries, invoices } from '~/db/schema';
import type { ActivityChanges } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { formatDocumentNumber, numbersLeft } from '~/domain/document-series';
import type { DocumentSeriesUpdate } from '~/domain/invoice';
import type { DocumentSeriesView } from '~/domain/views';
import { invalidAt } from '../../errors';
import { recordChanges, type Actor } from '../activity/activity';
import { prefixPattern } from '../shared/like-pattern';

const messages = adminMessages.invoice;

async function seriesRows(db: DbOrTx) {
  const rows = await db.select().from(documentSeries);
  const invoice = rows.find((row) => row.kind === 'invoice') ?? {
    prefix: 'SI-',
    next: 1,
    end: null,
    width: 6,
  };
  const receipt = rows.find((row) => row.kind === 'delivery_receipt') ?? { prefix: 'DR-', next: 1 };
  return { invoice, receipt };
}

/** The highest number issued under a prefix (whatever its padding), or 0. */
async function lastIssued(db: DbOrTx, prefix: string): Promise<number> {
  const tail = sql`substring(${invoices.number} from ${prefix.length + 1}::int)`;
  const [row] = await db
    .select({ last: sql<number | null>`max(${tail}::bigint)` })
    .from(invoices)
    .where(and(like(invoices.number, prefixPattern(prefix)), sql`${tail} ~ '^[0-9]{1,12}$'`));
  return Number(row?.last ?? 0);
}

export async function getDocumentSeries(db: DbOrTx): Promise<DocumentSeriesView> {
  const { invoice, receipt } = await seriesRows(db);
  const last = await lastIssued(db, invoice.prefix);
  return {
    invoice: {
      prefix: invoice.prefix,
      next: invoice.next,
      end: invoice.end,
      width: invoice.width,
      numbers_left: numbersLeft(invoice),
      last_issued: last > 0 ? formatDocumentNumber(invoice, last) : null,
    },
    delivery_receipt: { prefix: receipt.prefix, next: receipt.next },
  };
}

/**
 * Enters the registered invoice series (and the delivery receipts' prefix). The next number may skip ahead
 * but never back onto a number already issued under the prefix: a number is never printed twice.
 */
export async function updateDocumentSeries(
  db: Db,
  input: DocumentSeriesUpdate,
  actor: Actor,
  now: Date,
): Promise<DocumentSeriesView> {
  await db.transaction(async (tx) => {
    // The same lock an invoice takes to draw a number, so none is issued while the series changes.
    const locked = await tx.select().from(documentSeries).for('update');
    const before = locked.find((row) => row.kind === 'invoice');
    const receiptBefore = locked.find((row) => row.kind === 'delivery_receipt');
    const { prefix, next, end } = input.invoice;
    const last = await lastIssued(tx, prefix);
    const problems = [];
    if (next <= last)
      problems.push({
        path: ['invoice', 'next'],
        message: messages.seriesNextBelowUsed(
          formatDocumentNumber({ prefix, width: before?.width ?? 6 }, last),
        ),
      });
    if (end < next) problems.push({ path: ['invoice', 'end'], message: messages.seriesEndBeforeNext });
    if (problems.length > 0) throw invalidAt(problems);
    await tx
      .insert(documentSeries)
      .values({ kind: 'invoice', prefix, next, end, updatedAt: now })
      .onConflictDoUpdate({ target: documentSeries.kind, set: { prefix, next, end, updatedAt: now } });
    await tx
      .insert(documentSeries)
      .values({ kind: 'delivery_receipt', prefix: input.delivery_receipt.prefix, updatedAt: now })
      .onConflictDoUpdate({
        target: documentSeries.kind,
        set: { prefix: input.delivery_receipt.prefix, updatedAt: now },
      });
    const changes: ActivityChanges = {};
    const compare = (field: string, from: string | number | null | undefined, to: string | number | null) => {
      if ((from ?? null) !== to) changes[field] = { from: from ?? null, to };
    };
    compare('invoice_prefix', before?.prefix, prefix);
    compare('invoice_next', before?.next, next);
    compare('invoice_end', before?.end, end);
    compare('delivery_receipt_prefix', receiptBefore?.prefix, input.delivery_receipt.prefix);
    await recordChanges(tx, actor, now, {
      entityType: 'settings',
      entityId: null,
      entityLabel: 'Document series',
      action: 'updated',
      changes,
    });
  });
  return getDocumentSeries(db);
}
