/** Staff's drafts: create, edit, revise (a new draft revision) and delete. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { quotationLines, quotations, type Customer, type QuotationLine } from '~/db/schema';
import { changedFields, type ActivityChanges } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import {
  addDays,
  effectiveStatus,
  quotationAllows,
  quotationInputSchema,
  quotationNumber,
  quotationUpdateSchema,
  shopDate,
  type QuotationInput,
  type QuotationLineInput,
  type QuotationView,
} from '~/domain/quotation';
import { centavosToPesos, computeTotals, pesosToCentavos } from '~/domain/quotation-totals';
import { ConflictError, fieldError, parseWith } from '~/server/errors';
import { recordActivity, type Actor } from '../activity/activity';
import { CUSTOMER_COLUMNS, givenFields, type FieldColumns } from '../shared/given-fields';
import { holdInquiry } from '../inquiries/inquiries';
import { missingProducts } from '../shared/line-errors';
import { holdProducts } from '../catalogue/product-query';
import { currentSettings } from '../settings/settings';
import { customerChange, holdCustomer } from '../customers/customer-links';
import { priceFor } from '../pricing/product-pricing';
import {
  discountOf,
  historyFields,
  getQuotation,
  lockQuotation,
  readLines,
  quotationLabel,
} from './quotations';
import { nextNumber, latestRevision } from './numbering';

/** The input fields a quotation stores as given; the lines and the two discounts are priced (`priced`). */
export type QuotationColumns = FieldColumns<
  QuotationInput,
  typeof quotations,
  'lines' | 'discount_amount' | 'discount_percent'
>;
export const QUOTATION_COLUMNS = {
  ...CUSTOMER_COLUMNS,
  customer_id: 'customerId',
  customer_address: 'customerAddress',
  valid_until: 'validUntil',
  terms: 'terms',
  notes: 'notes',
  internal_notes: 'internalNotes',
  inquiry: 'inquiryId',
} as const satisfies QuotationColumns;

/** numeric(12,2) holds at most this many centavos. */
const MAX_CENTAVOS = 999_999_999_999n;

/** The inquiry a quotation is made from, if any; answers the customer that inquiry belongs to. */
async function checkInquiry(tx: Tx, inquiryId: number | null | undefined): Promise<number | null> {
  if (inquiryId === null || inquiryId === undefined) return null;
  const inquiry = await holdInquiry(tx, inquiryId);
  if (!inquiry) throw fieldError('inquiry', adminMessages.quotation.inquiryMissing(inquiryId));
  return inquiry.customerId;
}

type LineValues = Omit<typeof quotationLines.$inferInsert, 'quotationId'>;

/**
 * The stored lines: a catalogue line copies the product's name and stock now (KEY SHARE keeps the product from
 * being deleted before the insert) and, unless the request gives its own price, the price `priceFor` gives the
 * customer (their tier, and the quantity break the line reaches), or a walk-in buyer when there is none.
 */
async function lineValues(
  tx: Tx,
  lines: QuotationLineInput[],
  customerId: number | null,
): Promise<Omit<LineValues, 'lineTotal'>[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.product ? [line.product] : [])))];
  const { found, missing } = await holdProducts(tx, ids);
  if (missing.length > 0)
    throw missingProducts('lines', lines, missing, adminMessages.quotation.productMissing);

  const values: Omit<LineValues, 'lineTotal'>[] = [];
  for (const [index, line] of lines.entries()) {
    const product = line.product ? found.get(line.product)! : null;
    const unitPrice =
      line.unit_price ?? (await priceFor(tx, product!.id, customerId, line.quantity)).unit_price;
    values.push({
      position: index + 1,
      productId: product?.id ?? null,
      description: line.description || product!.name,
      quantity: line.quantity,
      unitPrice,
      discountAmount: line.discount_amount ?? '0.00',
      discountPercent: line.discount_percent ?? '0.00',
      stockSnapshot: product?.stock ?? null,
    });
  }
  return values;
}

/**
 * The customer a new quotation belongs to: the one it names (null for none), else its inquiry's customer;
 * answers the customer's row, whose quotation defaults the new quotation starts with.
 */
async function quotationCustomer(
  tx: Tx,
  given: number | null | undefined,
  inquiryCustomer: number | null,
): Promise<Customer | null> {
  const id = given === undefined ? inquiryCustomer : given;
  return id === null ? null : holdCustomer(tx, id);
}

interface Money {
  discountAmount: string;
  discountPercent: string;
  pricesIncludeVat: boolean;
}

/** Line totals and the quotation's stored figures, refused when they would not fit the database's numbers. */
function priced(quotation: Money, lines: Omit<LineValues, 'lineTotal'>[]) {
  const totals = computeTotals({
    lines: lines.map((line) => ({
      unitPrice: pesosToCentavos(line.unitPrice),
      quantity: line.quantity,
      discount: discountOf(line.discountAmount ?? '0', line.discountPercent ?? '0'),
    })),
    discount: discountOf(quotation.discountAmount, quotation.discountPercent),
    pricesIncludeVat: quotation.pricesIncludeVat,
  });
  const largest = totals.lines.reduce((most, line) => (line.gross > most ? line.gross : most), totals.total);
  if (largest > MAX_CENTAVOS || totals.linesTotal > MAX_CENTAVOS) {
    throw fieldError('lines', adminMessages.quotation.totalTooLarge);
  }
  return {
    lines: lines.map((line, index) => ({ ...line, lineTotal: centavosToPesos(totals.lines[index]!.net) })),
    figures: {
      subtotal: centavosToPesos(totals.subtotal),
      vat: centavosToPesos(totals.vat),
      total: centavosToPesos(totals.total),
    },
  };
}

const newToken = () => randomBytes(32).toString('base64url');

/** A quotation's lines as one line of text, for its history. */
const linesText = (lines: Pick<QuotationLine, 'description' | 'quantity' | 'unitPrice'>[]) =>
  lines.map((line) => `${line.quantity} × ${line.description} @ ${formatPeso(line.unitPrice)}`).join('; ');

function checkValidUntil(validUntil: string | undefined, today: string): void {
  if (validUntil !== undefined && validUntil < today) {
    throw fieldError('valid_until', adminMessages.quotation.validUntilPast);
  }
}

/**
 * Whether a create names its own terms or notes (even empty ones); without them it starts with the customer's
 * defaults, else (terms) the settings' default.
 */
const givenText = (raw: unknown, field: 'terms' | 'notes') =>
  typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)[field] != null;

export async function createQuotation(db: Db, raw: unknown, actor: Actor, now: Date): Promise<QuotationView> {
  const input = parseWith(quotationInputSchema, raw);
  const today = shopDate(now);
  checkValidUntil(input.valid_until, today);
  const { settings } = await currentSettings(db);
  const id = await db.transaction(async (tx) => {
    const customer = await quotationCustomer(tx, input.customer_id, await checkInquiry(tx, input.inquiry));
    const money: Money = {
      discountAmount: input.discount_amount ?? '0.00',
      discountPercent: input.discount_percent ?? '0.00',
      pricesIncludeVat: settings.prices_include_vat,
    };
    const { lines, figures } = priced(money, await lineValues(tx, input.lines, customer?.id ?? null));
    const number = await nextNumber(tx, now);
    const [row] = await tx
      .insert(quotations)
      .values({
        number,
        ...givenFields(
          {
            ...input,
            customer_id: customer?.id ?? null,
            valid_until: input.valid_until ?? addDays(today, settings.quote_validity_days),
            terms: givenText(raw, 'terms') ? input.terms : customer?.quotationTerms || settings.quote_terms,
            notes: givenText(raw, 'notes') ? input.notes : customer?.quotationNotes || '',
          },
          QUOTATION_COLUMNS,
        ),
        ...money,
        ...figures,
        publicToken: newToken(),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId: row!.id })));
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: row!.id,
      entityLabel: quotationLabel(row!),
      action: 'created',
      changes: { lines: { from: null, to: linesText(lines) }, total: { from: null, to: row!.total } },
    });
    return row!.id;
  });
  return (await getQuotation(db, id, now))!;
}

/** Edits a draft: fields given replace the stored ones, and `lines` (if given) replaces every line. */
export async function updateQuotation(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor,
  now: Date,
): Promise<QuotationView> {
  const today = shopDate(now);
  await db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    const status = effectiveStatus(before.status, before.validUntil, today);
    if (!quotationAllows(status, 'edit')) {
      throw new ConflictError(adminMessages.quotation.notEditable(status));
    }
    const input = parseWith(quotationUpdateSchema, raw);
    checkValidUntil(input.valid_until, today);
    await checkInquiry(tx, input.inquiry);
    if (input.customer_id) await holdCustomer(tx, input.customer_id);
    const customerId = input.customer_id === undefined ? before.customerId : input.customer_id;
    const previous = await readLines(tx, id);
    const money: Money = {
      discountAmount:
        input.discount_amount ?? (input.discount_percent !== undefined ? '0.00' : before.discountAmount),
      discountPercent:
        input.discount_percent ?? (input.discount_amount !== undefined ? '0.00' : before.discountPercent),
      pricesIncludeVat: before.pricesIncludeVat,
    };
    const { lines, figures } = priced(
      money,
      input.lines ? await lineValues(tx, input.lines, customerId) : previous,
    );
    if (input.lines) {
      await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id));
      await tx.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId: id })));
    }
    const [after] = await tx
      .update(quotations)
      .set({
        ...givenFields(input, QUOTATION_COLUMNS),
        discountAmount: money.discountAmount,
        discountPercent: money.discountPercent,
        ...figures,
        updatedAt: now,
      })
      .where(eq(quotations.id, id))
      .returning();
    const lineChanges: ActivityChanges = input.lines
      ? changedFields({ lines: linesText(previous) }, { lines: linesText(lines) })
      : {};
    const changes = {
      ...changedFields(historyFields(before), historyFields(after!)),
      ...(await customerChange(tx, before.customerId, after!.customerId)),
      ...lineChanges,
    };
    if (Object.keys(changes).length > 0) {
      await recordActivity(tx, actor, now, {
        entityType: 'quotation',
        entityId: id,
        entityLabel: quotationLabel(after!),
        action: 'updated',
        changes,
      });
    }
  });
  return (await getQuotation(db, id, now))!;
}

/**
 * A new draft revision of a sent, declined or expired quotation (the latest one), with its lines and a fresh
 * validity and token; the customer's link to the old revision then says a newer one exists.
 */
export async function reviseQuotation(db: Db, id: number, actor: Actor, now: Date): Promise<QuotationView> {
  const today = shopDate(now);
  const newId = await db.transaction(async (tx) => {
    const source = await lockQuotation(tx, id);
    const status = effectiveStatus(source.status, source.validUntil, today);
    if (!quotationAllows(status, 'revise')) {
      throw new ConflictError(adminMessages.quotation.notRevisable(status));
    }
    // Only the latest revision may be revised, and its row lock queues two revises of it: one wins, one is refused.
    const latest = await latestRevision(tx, source.number);
    if (latest > source.revision) {
      throw new ConflictError(
        adminMessages.quotation.notLatest(quotationNumber(source.number, source.revision)),
      );
    }
    const { settings } = await currentSettings(tx);
    const {
      id: _id,
      status: _status,
      publicToken: _token,
      sentAt: _sent,
      answeredAt: _answered,
      answerComment: _comment,
      orderId: _order,
      ...kept
    } = source;
    const [row] = await tx
      .insert(quotations)
      .values({
        ...kept,
        revision: source.revision + 1,
        validUntil: addDays(today, settings.quote_validity_days),
        publicToken: newToken(),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const lines = await readLines(tx, id);
    await tx
      .insert(quotationLines)
      .values(
        lines.map(({ id: _line, quotationId: _quotation, ...line }) => ({ ...line, quotationId: row!.id })),
      );
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: row!.id,
      entityLabel: quotationLabel(row!),
      action: 'revised',
      note: `Revision of ${quotationNumber(source.number, source.revision)}`,
    });
    return row!.id;
  });
  return (await getQuotation(db, newId, now))!;
}

/** Anything but an accepted quotation (which its order refers to) can go. */
export async function deleteQuotation(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockQuotation(tx, id);
    if (!quotationAllows(effectiveStatus(row.status, row.validUntil, shopDate(now)), 'delete')) {
      throw new ConflictError(adminMessages.quotation.notDeletable);
    }
    await tx.delete(quotations).where(eq(quotations.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: id,
      entityLabel: quotationLabel(row),
      action: 'deleted',
    });
  });
}
