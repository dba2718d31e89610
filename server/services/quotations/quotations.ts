/**
 * Reading quotations: their views, the staff's list and one quotation, and the helpers every job of the
 * folder shares (the row lock, the lines, the totals). Writing is split by job: `drafts.ts` (create, edit,
 * revise, delete), `numbering.ts`, `sending.ts` (send, PDF, e-mail) and `answers.ts` (the customer's page).
 */
import { and, asc, eq, gte, ilike, inArray, lt, lte, max, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/db/client';
import { quotationLines, quotations, type Quotation, type QuotationLine } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import {
  addDays,
  effectiveStatus,
  QUOTATION_EXPIRING_DAYS,
  quotationNumber,
  shopDate,
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
import { NotFoundError } from '~/server/errors';
import { newestPageWithCreator, selectWithCreator } from '../shared/created-by';
import { childrenOf } from '../shared/children-of';
import { likePattern } from '../shared/like-pattern';
import { quotationMailStatus, type MailEnv } from '../mail/outbox';
import { stripNul } from '../catalogue/product-query';
import { siteAddress, type Settings } from '~/domain/settings';
import { customerLinkOf } from '../customers/customer-links';

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

export const discountOf = (amount: string, percent: string) => ({
  amount: pesosToCentavos(amount),
  percentBasis: percentToBasis(percent),
});

type StoredLine = Pick<QuotationLine, 'unitPrice' | 'quantity' | 'discountAmount' | 'discountPercent'>;

/** The one place stored rows meet the arithmetic: lines and the quotation's discount and VAT mode. */
export function quotationTotals(
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
export const historyFields = (row: Quotation) => ({
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
    customer_id: row.customerId,
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
export async function toViews(
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
export async function lockQuotation(tx: Tx, id: number): Promise<Quotation> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  if (!row) throw new NotFoundError(adminMessages.quotation.notFound);
  return row;
}

export async function readLines(tx: DbOrTx, id: number): Promise<QuotationLine[]> {
  return tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id))
    .orderBy(asc(quotationLines.position));
}

/** How the history names a quotation: its number with the revision, and the customer. */
export const quotationLabel = (row: Pick<Quotation, 'number' | 'revision' | 'customerName'>) =>
  `${quotationNumber(row.number, row.revision)} ${row.customerName}`;

/** SITE_URL or the owner's saved public address; '' when neither is known (never a request's Host). */
export const siteOf = (env: MailEnv, settings: Settings) => siteAddress(env.SITE_URL, settings.public_url);

/** What a quotation's detail says of its customer: linked, or the customers it may belong to. */
export function quotationCustomer(db: DbOrTx, view: QuotationView) {
  return customerLinkOf(db, {
    customer_id: view.customer_id,
    email: view.customer_email,
    text: [view.customer_company, view.customer_address, view.internal_notes].join('\n'),
  });
}
