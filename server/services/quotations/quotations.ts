import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, ilike, inArray, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import {
  orderItems,
  orders,
  quotationCounters,
  quotationLines,
  quotations,
  type Quotation,
  type QuotationLine,
} from '~/db/schema';
import { changedFields, type ActivityChanges } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { formatShopDay } from '~/domain/dates';
import { messages } from '~/domain/messages';
import { sellingPrice } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import {
  addDays,
  baseNumber,
  effectiveStatus,
  QUOTATION_EXPIRING_DAYS,
  quotationInputSchema,
  quotationNumber,
  quotationFileName,
  quotationUpdateSchema,
  quoteAnswerSchema,
  shopDate,
  type PublicQuotationView,
  type QuotationLineInput,
  type QuotationLineView,
  type QuotationStatus,
  type QuotationView,
} from '~/domain/quotation';
import {
  centavosToPesos,
  computeTotals,
  percentToBasis,
  pesosToCentavos,
  VAT_RATE_PERCENT,
  type Totals,
} from '~/domain/quotation-totals';
import { ConflictError, fieldError, NotFoundError, validationError } from '~/server/errors';
import { recordActivity, type Actor } from '../activity/activity';
import { newestPageWithCreator, selectWithCreator } from '../shared/created-by';
import { childrenOf } from '../shared/children-of';
import { CUSTOMER_COLUMNS, givenFields } from '../shared/given-fields';
import { parseNamingLines } from '../shared/line-errors';
import { holdInquiry, markInquiryQuoted } from '../inquiries/inquiries';
import { likePattern } from '../shared/like-pattern';
import {
  linkTo,
  quotationAnswerMessage,
  quotationConfirmationMessage,
  quotationMessage,
} from '../mail/mail-messages';
import type { MediaStore } from '../media/media-store';
import { queueMail, quotationMailStatus, type MailEnv } from '../mail/outbox';
import { holdProducts, stripNul } from '../catalogue/product-query';
import { currentSettings } from '../settings/settings';
import { siteAddress, type Settings } from '~/domain/settings';

/** numeric(12,2) holds at most this many centavos. */
const MAX_CENTAVOS = 999_999_999_999n;

export interface QuotationListQuery {
  page: number;
  pageSize: number;
  status?: QuotationStatus;
  /** Sent quotations whose validity ends within QUOTATION_EXPIRING_DAYS. */
  expiringSoon?: boolean;
  query?: string;
  /** Only the quotations made from this inquiry. */
  inquiry?: number;
}

const discountOf = (amount: string, percent: string) => ({
  amount: pesosToCentavos(amount),
  percentBasis: percentToBasis(percent),
});

type StoredLine = Pick<QuotationLine, 'unitPrice' | 'quantity' | 'discountAmount' | 'discountPercent'>;

/** The one place stored rows meet the arithmetic: lines and the quotation's discount and VAT mode. */
function quotationTotals(
  quotation: Pick<Quotation, 'discountAmount' | 'discountPercent' | 'pricesIncludeVat'>,
  lines: StoredLine[],
): Totals {
  return computeTotals({
    lines: lines.map((line) => ({
      unitPrice: pesosToCentavos(line.unitPrice),
      quantity: line.quantity,
      discount: discountOf(line.discountAmount, line.discountPercent),
    })),
    discount: discountOf(quotation.discountAmount, quotation.discountPercent),
    pricesIncludeVat: quotation.pricesIncludeVat,
  });
}

/** The fields a person edits, as the API names them: the view and the history both read them. */
const historyFields = (row: Quotation) => ({
  customer_name: row.customerName,
  customer_company: row.customerCompany,
  customer_email: row.customerEmail,
  customer_phone: row.customerPhone,
  customer_address: row.customerAddress,
  valid_until: row.validUntil,
  terms: row.terms,
  notes: row.notes,
  internal_notes: row.internalNotes,
  discount_amount: row.discountAmount,
  discount_percent: row.discountPercent,
  inquiry: row.inquiryId,
  total: row.total,
});

function toQuotationView(
  row: Quotation,
  lines: QuotationLine[],
  createdBy: string | null,
  latestRevision: number,
  today: string,
  emailStatus: QuotationView['email_status'] = null,
): QuotationView {
  const totals = quotationTotals(row, lines);
  return {
    id: row.id,
    number: quotationNumber(row.number, row.revision),
    base_number: row.number,
    revision: row.revision,
    superseded: row.revision < latestRevision,
    status: effectiveStatus(row.status, row.validUntil, today),
    ...historyFields(row),
    prices_include_vat: row.pricesIncludeVat,
    vat_rate: VAT_RATE_PERCENT.toFixed(2),
    lines: lines.map((line): QuotationLineView => ({
      id: line.id,
      product: line.productId,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      discount_amount: line.discountAmount,
      discount_percent: line.discountPercent,
      line_total: line.lineTotal,
      stock: line.stockSnapshot,
    })),
    lines_total: centavosToPesos(totals.linesTotal),
    discount: centavosToPesos(totals.discount),
    subtotal: row.subtotal,
    vat: row.vat,
    order: row.orderId,
    public_path: `/quote/${row.publicToken}`,
    sent_at: row.sentAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answer_comment: row.answerComment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: createdBy,
    email_status: emailStatus,
  };
}

/** Views of the given rows in their order, with every row's lines and latest revision read in one query each. */
async function toViews(
  db: DbOrTx,
  rows: { record: Quotation; createdBy: string | null }[],
  today: string,
): Promise<QuotationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.record.id);
  const byQuotation = await childrenOf(
    db,
    quotationLines,
    quotationLines.quotationId,
    ids,
    quotationLines.position,
  );
  const latest = await db
    .select({ number: quotations.number, revision: max(quotations.revision) })
    .from(quotations)
    .where(
      inArray(
        quotations.number,
        rows.map((row) => row.record.number),
      ),
    )
    .groupBy(quotations.number);
  const latestOf = new Map(latest.map((row) => [row.number, row.revision ?? 0]));
  const mailOf = await quotationMailStatus(db, ids);
  return rows.map((row) =>
    toQuotationView(
      row.record,
      byQuotation.get(row.record.id) ?? [],
      row.createdBy,
      latestOf.get(row.record.number) ?? row.record.revision,
      today,
      mailOf.get(row.record.id) ?? null,
    ),
  );
}

/** The stored condition behind each status a person can filter by; expired is a date test on sent ones. */
function statusCondition(status: QuotationStatus, today: string): SQL {
  if (status === 'expired') return and(eq(quotations.status, 'sent'), lt(quotations.validUntil, today))!;
  if (status === 'sent') return and(eq(quotations.status, 'sent'), gte(quotations.validUntil, today))!;
  return eq(quotations.status, status);
}

/** Newest first; the query matches the number or part of the customer's name, company or e-mail. */
export async function listQuotations(
  db: DbOrTx,
  query: QuotationListQuery,
  now: Date,
): Promise<{ count: number; results: QuotationView[] }> {
  const today = shopDate(now);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(statusCondition(query.status, today));
  if (query.inquiry) conditions.push(eq(quotations.inquiryId, query.inquiry));
  if (query.expiringSoon) {
    conditions.push(
      statusCondition('sent', today),
      lte(quotations.validUntil, addDays(today, QUOTATION_EXPIRING_DAYS)),
    );
  }
  const text = stripNul(query.query ?? '').trim();
  if (text) {
    const pattern = likePattern(text);
    const number = /^(QT-\d{4}-\d{6})(?:-R(\d+))?$/i.exec(text);
    const matches = [
      ilike(quotations.number, pattern),
      ilike(quotations.customerName, pattern),
      ilike(quotations.customerCompany, pattern),
      ilike(quotations.customerEmail, pattern),
    ];
    if (number?.[2]) {
      matches.push(
        and(eq(quotations.number, number[1]!.toUpperCase()), eq(quotations.revision, Number(number[2])))!,
      );
    }
    conditions.push(or(...matches)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { count, rows } = await newestPageWithCreator(db, quotations, where, query);
  return { count, results: await toViews(db, rows, today) };
}

export async function getQuotation(db: DbOrTx, id: number, now: Date): Promise<QuotationView | null> {
  const [view] = await toViews(
    db,
    await selectWithCreator(db, quotations).where(eq(quotations.id, id)),
    shopDate(now),
  );
  return view ?? null;
}

/** Locks the quotation row for the rest of the transaction, so edits, sending and answers of one quote queue up. */
async function lockQuotation(tx: Tx, id: number): Promise<Quotation> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  if (!row) throw new NotFoundError(adminMessages.quotation.notFound);
  return row;
}

async function checkInquiry(tx: Tx, inquiryId: number | null | undefined): Promise<void> {
  if (inquiryId === null || inquiryId === undefined) return;
  if (!(await holdInquiry(tx, inquiryId))) {
    throw fieldError('inquiry', adminMessages.quotation.inquiryMissing(inquiryId));
  }
}

type LineValues = Omit<typeof quotationLines.$inferInsert, 'quotationId'>;

/**
 * The stored lines: a catalogue line copies the product's name, selling price and stock now (KEY SHARE keeps
 * the product from being deleted before the insert) unless the request gives its own description or price.
 */
async function lineValues(tx: Tx, lines: QuotationLineInput[]): Promise<Omit<LineValues, 'lineTotal'>[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.product ? [line.product] : [])))];
  const { found, missing } = await holdProducts(tx, ids);
  if (missing.length > 0) throw fieldError('lines', adminMessages.quotation.productMissing(missing[0]!));
  return lines.map((line, index) => {
    const product = line.product ? found.get(line.product)! : null;
    return {
      position: index + 1,
      productId: product?.id ?? null,
      description: line.description || product!.name,
      quantity: line.quantity,
      unitPrice: line.unit_price ?? sellingPrice(product!.price, product!.discountedPrice),
      discountAmount: line.discount_amount ?? '0.00',
      discountPercent: line.discount_percent ?? '0.00',
      stockSnapshot: product?.stock ?? null,
    };
  });
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

/** The next number of the year, gap-free: the counter row stays locked until the caller's transaction ends. */
async function nextNumber(tx: Tx, now: Date): Promise<string> {
  const year = Number(shopDate(now).slice(0, 4));
  const [row] = await tx
    .insert(quotationCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quotationCounters.year, set: { last: sql`${quotationCounters.last} + 1` } })
    .returning({ last: quotationCounters.last });
  return baseNumber(year, row!.last);
}

const newToken = () => randomBytes(32).toString('base64url');

const label = (row: Pick<Quotation, 'number' | 'revision' | 'customerName'>) =>
  `${quotationNumber(row.number, row.revision)} ${row.customerName}`;

/** A quotation's lines as one line of text, for its history. */
const linesText = (lines: Pick<QuotationLine, 'description' | 'quantity' | 'unitPrice'>[]) =>
  lines.map((line) => `${line.quantity} × ${line.description} @ ${formatPeso(line.unitPrice)}`).join('; ');

function checkValidUntil(validUntil: string | undefined, today: string): void {
  if (validUntil !== undefined && validUntil < today) {
    throw fieldError('valid_until', adminMessages.quotation.validUntilPast);
  }
}

/** Whether a create names its own terms (even empty ones); without them it starts with the settings' default. */
const givenTerms = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && (raw as { terms?: unknown }).terms != null;

export async function createQuotation(db: Db, raw: unknown, actor: Actor, now: Date): Promise<QuotationView> {
  const input = parseNamingLines(quotationInputSchema, raw, 'lines', 'Line');
  const today = shopDate(now);
  checkValidUntil(input.valid_until, today);
  const { settings } = await currentSettings(db);
  const id = await db.transaction(async (tx) => {
    await checkInquiry(tx, input.inquiry);
    const money: Money = {
      discountAmount: input.discount_amount ?? '0.00',
      discountPercent: input.discount_percent ?? '0.00',
      pricesIncludeVat: settings.prices_include_vat,
    };
    const { lines, figures } = priced(money, await lineValues(tx, input.lines));
    const number = await nextNumber(tx, now);
    const [row] = await tx
      .insert(quotations)
      .values({
        number,
        customerName: input.customer_name,
        customerCompany: input.customer_company,
        customerEmail: input.customer_email,
        customerPhone: input.customer_phone,
        customerAddress: input.customer_address,
        validUntil: input.valid_until ?? addDays(today, settings.quote_validity_days),
        terms: givenTerms(raw) ? input.terms : settings.quote_terms,
        notes: input.notes,
        internalNotes: input.internal_notes,
        ...money,
        ...figures,
        inquiryId: input.inquiry ?? null,
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
      entityLabel: label(row!),
      action: 'created',
      changes: { lines: { from: null, to: linesText(lines) }, total: { from: null, to: row!.total } },
    });
    return row!.id;
  });
  return (await getQuotation(db, id, now))!;
}

async function readLines(tx: DbOrTx, id: number): Promise<QuotationLine[]> {
  return tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id))
    .orderBy(asc(quotationLines.position));
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
    if (before.status !== 'draft') {
      throw new ConflictError(
        adminMessages.quotation.notEditable(effectiveStatus(before.status, before.validUntil, today)),
      );
    }
    const input = parseNamingLines(quotationUpdateSchema, raw, 'lines', 'Line');
    checkValidUntil(input.valid_until, today);
    await checkInquiry(tx, input.inquiry);
    const previous = await readLines(tx, id);
    const money: Money = {
      discountAmount:
        input.discount_amount ?? (input.discount_percent !== undefined ? '0.00' : before.discountAmount),
      discountPercent:
        input.discount_percent ?? (input.discount_amount !== undefined ? '0.00' : before.discountPercent),
      pricesIncludeVat: before.pricesIncludeVat,
    };
    const { lines, figures } = priced(money, input.lines ? await lineValues(tx, input.lines) : previous);
    if (input.lines) {
      await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id));
      await tx.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId: id })));
    }
    const [after] = await tx
      .update(quotations)
      .set({
        ...givenFields(input, {
          ...CUSTOMER_COLUMNS,
          customer_address: 'customerAddress',
          valid_until: 'validUntil',
          terms: 'terms',
          notes: 'notes',
          internal_notes: 'internalNotes',
          inquiry: 'inquiryId',
        }),
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
    const changes = { ...changedFields(historyFields(before), historyFields(after!)), ...lineChanges };
    if (Object.keys(changes).length > 0) {
      await recordActivity(tx, actor, now, {
        entityType: 'quotation',
        entityId: id,
        entityLabel: label(after!),
        action: 'updated',
        changes,
      });
    }
  });
  return (await getQuotation(db, id, now))!;
}

async function latestRevision(tx: DbOrTx, number: string): Promise<number> {
  const [row] = await tx
    .select({ revision: max(quotations.revision) })
    .from(quotations)
    .where(eq(quotations.number, number));
  return row?.revision ?? 0;
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
    if (status === 'draft' || status === 'accepted') {
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
      entityLabel: label(row!),
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
    if (row.status === 'accepted') throw new ConflictError(adminMessages.quotation.notDeletable);
    await tx.delete(quotations).where(eq(quotations.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: id,
      entityLabel: label(row),
      action: 'deleted',
    });
  });
}

export interface SendDeps {
  db: Db;
  env: MailEnv;
  media: MediaStore;
  wakeMail?: () => void;
}

export interface SentQuotation extends QuotationView {
  /** The customer's page: a full address when the shop's public address is known, else its path. */
  public_url: string;
  /** Whether an e-mail was queued (false when mail is not configured). */
  emailed: boolean;
}

/** SITE_URL or the owner's saved public address; '' when neither is known (never a request's Host). */
const siteOf = (env: MailEnv, settings: Settings) => siteAddress(env.SITE_URL, settings.public_url);

/**
 * Marks a draft sent and e-mails the customer the PDF with the link to their page, in one transaction: the
 * message is queued exactly when the status changes. A superseded or already expired draft cannot go out.
 */
export async function sendQuotation(
  deps: SendDeps,
  id: number,
  actor: Actor,
  now: Date,
): Promise<SentQuotation> {
  const today = shopDate(now);
  let emailed = false;
  await deps.db.transaction(async (tx) => {
    const row = await lockQuotation(tx, id);
    if (row.status !== 'draft') throw new ConflictError(adminMessages.quotation.notSendable(row.status));
    if ((await latestRevision(tx, row.number)) > row.revision) {
      throw new ConflictError(adminMessages.quotation.notLatest(quotationNumber(row.number, row.revision)));
    }
    if (row.validUntil < today) throw fieldError('valid_until', adminMessages.quotation.validUntilPast);
    await tx
      .update(quotations)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(eq(quotations.id, id));
    const [view] = await toViews(
      tx,
      await selectWithCreator(tx, quotations).where(eq(quotations.id, id)),
      today,
    );
    const { settings } = await currentSettings(tx);
    const pdf = await renderQuotationPdf(tx, deps.media, view!);
    emailed = await queueMail(
      tx,
      deps.env,
      settings,
      {
        kind: 'quotation',
        quotationId: id,
        recipients: [row.customerEmail],
        replyTo: settings.email,
        ...quotationMessage(view!, settings, linkTo(siteOf(deps.env, settings), view!.public_path)),
        attachments: [
          {
            filename: quotationFileName(view!.number),
            contentType: 'application/pdf',
            base64: pdf.toString('base64'),
          },
        ],
      },
      now,
    );
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: id,
      entityLabel: label(row),
      action: 'sent',
      changes: { status: { from: 'draft', to: 'sent' } },
      note: row.customerEmail,
    });
    if (row.inquiryId !== null) await markInquiryQuoted(tx, row.inquiryId, actor, now, view!.number);
  });
  if (emailed) deps.wakeMail?.();
  const view = (await getQuotation(deps.db, id, now))!;
  const site = siteOf(deps.env, (await currentSettings(deps.db)).settings);
  return { ...view, public_url: `${site}${view.public_path}`, emailed };
}

/** What the customer's page can do: answer, or say why not. */
type PublicQuotationState = 'open' | 'expired' | 'accepted' | 'declined' | 'superseded';

export interface PublicQuotation {
  quotation: PublicQuotationView;
  state: PublicQuotationState;
  /** The company's page for the accepted quotation's order is staff-only; the customer sees its number. */
  order: number | null;
}

function publicState(view: QuotationView): PublicQuotationState {
  if (view.status === 'accepted' || view.status === 'declined') return view.status;
  if (view.superseded) return 'superseded';
  return view.status === 'expired' ? 'expired' : 'open';
}

function toPublic(view: QuotationView): PublicQuotation {
  const quotation: PublicQuotationView = {
    number: view.number,
    customer_name: view.customer_name,
    customer_company: view.customer_company,
    valid_until: view.valid_until,
    terms: view.terms,
    notes: view.notes,
    lines: view.lines.map(({ description, quantity, unit_price, line_total }) => ({
      description,
      quantity,
      unit_price,
      line_total,
    })),
    lines_total: view.lines_total,
    discount: view.discount,
    subtotal: view.subtotal,
    vat: view.vat,
    total: view.total,
  };
  return { quotation, state: publicState(view), order: view.order };
}

/** A token that is well formed and names a quotation that has been sent; drafts stay private. */
async function quotationIdByToken(db: DbOrTx, token: string): Promise<number | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: quotations.id, status: quotations.status })
    .from(quotations)
    .where(eq(quotations.publicToken, token));
  return row && row.status !== 'draft' ? row.id : null;
}

export async function getPublicQuotation(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<PublicQuotation | null> {
  const id = await quotationIdByToken(db, token);
  if (id === null) return null;
  const view = await getQuotation(db, id, now);
  return view ? toPublic(view) : null;
}

export interface AnswerDeps {
  db: Db;
  env: MailEnv;
  wakeMail?: () => void;
}

/**
 * The order for an accepted quotation: its lines at the quoted unit prices, then one line for the discounts and,
 * when prices exclude VAT, one for the VAT, so the order's total is the quotation's to the centavo. Stock still
 * moves only when the order ships.
 */
async function orderFromQuotation(tx: Tx, row: Quotation, now: Date): Promise<number> {
  const lines = await readLines(tx, row.id);
  const totals = quotationTotals(row, lines);
  const gross = totals.lines.reduce((sum, line) => sum + line.gross, 0n);
  const number = quotationNumber(row.number, row.revision);
  const [order] = await tx
    .insert(orders)
    .values({
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      customerCompany: row.customerCompany,
      notes: `From quotation ${number}.${row.answerComment ? ` Customer's comment: ${row.answerComment}` : ''}`,
      inquiryId: row.inquiryId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const items: (typeof orderItems.$inferInsert)[] = lines.map((line) => ({
    orderId: order!.id,
    productId: line.productId,
    productName: line.description,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    kind: line.productId === null ? 'text' : 'product',
  }));
  const discounts = gross - (totals.linesTotal - totals.discount);
  if (discounts > 0n) {
    items.push({
      orderId: order!.id,
      productId: null,
      productName: `Discounts (quotation ${number})`,
      unitPrice: centavosToPesos(-discounts),
      quantity: 1,
      kind: 'adjustment',
    });
  }
  if (!row.pricesIncludeVat && totals.vat > 0n) {
    items.push({
      orderId: order!.id,
      productId: null,
      productName: `VAT ${VAT_RATE_PERCENT}% (quotation ${number})`,
      unitPrice: centavosToPesos(totals.vat),
      quantity: 1,
      kind: 'adjustment',
    });
  }
  await tx.insert(orderItems).values(items);
  return order!.id;
}

/**
 * The customer's Accept or Decline, bound to the token: refused once answered, expired or superseded.
 * Accepting creates the order in the same transaction, links quotation, inquiry and order, writes the history,
 * and queues the staff's notification; it answers with the order's id.
 */
export async function answerQuotation(
  deps: AnswerDeps,
  token: string,
  answer: 'accepted' | 'declined',
  raw: unknown,
  now: Date,
): Promise<{ status: 'accepted' | 'declined'; order: number | null }> {
  const parsed = quoteAnswerSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const { comment } = parsed.data;
  const today = shopDate(now);
  let emailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const id = await quotationIdByToken(tx, token);
    if (id === null) throw new NotFoundError(messages.quote.notFound);
    const row = await lockQuotation(tx, id);
    const status = effectiveStatus(row.status, row.validUntil, today);
    if (status === 'accepted' || status === 'declined')
      throw new ConflictError(messages.quote.answered(status));
    if ((await latestRevision(tx, row.number)) > row.revision)
      throw new ConflictError(messages.quote.superseded);
    if (status === 'expired') throw new ConflictError(messages.quote.expired(formatShopDay(row.validUntil)));
    const answered = { ...row, answerComment: comment };
    const orderId = answer === 'accepted' ? await orderFromQuotation(tx, answered, now) : null;
    await tx
      .update(quotations)
      .set({ status: answer, answeredAt: now, answerComment: comment, orderId, updatedAt: now })
      .where(eq(quotations.id, id));
    const number = quotationNumber(row.number, row.revision);
    await recordActivity(tx, null, now, [
      {
        entityType: 'quotation',
        entityId: id,
        entityLabel: label(row),
        action: answer,
        changes: {
          status: { from: 'sent', to: answer },
          ...(orderId ? { order: { from: null, to: orderId } } : {}),
        },
        note: comment,
      },
      ...(orderId
        ? [
            {
              entityType: 'order' as const,
              entityId: orderId,
              entityLabel: `#${orderId} ${row.customerName}`,
              action: 'created' as const,
              note: `From quotation ${number}`,
            },
          ]
        : []),
    ]);
    const { settings } = await currentSettings(tx);
    const facts = {
      id,
      number,
      customer_name: row.customerName,
      customer_company: row.customerCompany,
      total: row.total,
      valid_until: row.validUntil,
      answer_comment: comment,
    };
    if (orderId !== null && settings.quote_acceptance_email) {
      emailed = await queueMail(
        tx,
        deps.env,
        settings,
        {
          kind: 'quotation_confirmation',
          quotationId: id,
          recipients: [row.customerEmail],
          replyTo: settings.email,
          ...quotationConfirmationMessage(facts, orderId, settings),
        },
        now,
      );
    }
    const notified = await queueMail(
      tx,
      deps.env,
      settings,
      {
        kind: 'quotation_answer',
        quotationId: id,
        recipients: settings.notify_emails,
        replyTo: row.customerEmail,
        ...quotationAnswerMessage(facts, answer, orderId, siteOf(deps.env, settings)),
      },
      now,
    );
    emailed ||= notified;
    return { status: answer, order: orderId };
  });
  if (emailed) deps.wakeMail?.();
  return result;
}

/**
 * The PDF renderer is imported when a quotation is first drawn: @react-pdf/renderer and its fonts cost the
 * server about 54 MB of resident memory that serving the shop's pages never needs.
 */
export async function renderQuotationPdf(
  db: DbOrTx,
  media: MediaStore,
  quotation: QuotationView,
): Promise<Buffer> {
  const { quotationPdf } = await import('./quotation-pdf');
  return quotationPdf(db, media, quotation);
}
