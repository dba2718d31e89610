/**
 * The customer's side: the public page by its token, and Accept or Decline (an accepted quotation becomes an
 * order).
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { orderItems, orders, quotations, type Quotation } from '~/db/schema';
import { formatShopDay } from '~/domain/dates';
import { messages } from '~/domain/messages';
import {
  effectiveStatus,
  quotationActions,
  quotationNumber,
  quoteAnswerSchema,
  shopDate,
  type PublicQuotationView,
  type QuotationStatus,
  type QuotationView,
} from '~/domain/quotation';
import { centavosToPesos, VAT_RATE_PERCENT } from '~/domain/quotation-totals';
import { ConflictError, NotFoundError, parseWith } from '~/server/errors';
import { recordActivity } from '../activity/activity';
import { quotationAnswerMessage, quotationConfirmationMessage } from '../mail/mail-messages';
import { queueMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';
import {
  quotationTotals,
  getQuotation,
  lockQuotation,
  readLines,
  quotationLabel,
  siteOf,
} from './quotations';
import { latestRevision } from './numbering';
import { reserveAcceptedOrder } from '../orders/orders';
import { adminMessages } from '~/domain/admin-messages';

/** What the customer's page can do: answer, or say why not. */
export type PublicQuotationState = 'open' | 'expired' | 'accepted' | 'declined' | 'superseded';

export interface PublicQuotation {
  quotation: PublicQuotationView;
  state: PublicQuotationState;
  /** The company's page for the accepted quotation's order is staff-only; the customer sees its number. */
  order: number | null;
}

/**
 * Open when the customer may answer; otherwise why not, an answer given first and a newer revision next.
 * Drafts never get here: they have no public page (`quotationIdByToken`).
 */
function publicState(status: QuotationStatus, latest: boolean): PublicQuotationState {
  if (quotationActions(status, latest).includes('answer')) return 'open';
  if (status === 'accepted' || status === 'declined') return status;
  return latest ? 'expired' : 'superseded';
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
  return { quotation, state: publicState(view.status, !view.superseded), order: view.order };
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
  return publicQuotationById(db, await quotationIdByToken(db, token), now);
}

/** What the customer's page shows of a quotation found by its token or, signed in, by the customer's own id. */
export async function publicQuotationById(
  db: DbOrTx,
  id: number | null,
  now: Date,
): Promise<PublicQuotation | null> {
  if (id === null) return null;
  const view = await getQuotation(db, id, now);
  return view ? toPublic(view) : null;
}

/** Finds, inside the answer's transaction, the id of the quotation being answered; null when there is none. */
export type QuotationFinder = (tx: Tx) => Promise<number | null>;

export interface AnswerDeps {
  db: Db;
  env: MailEnv;
  wakeMail?: () => void;
}

/** The accepted quotation's order, and what became of reserving its stock (said to the staff). */
interface AcceptedOrder {
  id: number;
  stock: string;
}

/**
 * The order for an accepted quotation: its lines at the quoted unit prices, then one line for the discounts and,
 * when prices exclude VAT, one for the VAT, so the order's total is the quotation's to the centavo. It goes to
 * the quotation's address and reserves its product lines; short of stock, it stays unconfirmed.
 */
async function orderFromQuotation(tx: Tx, row: Quotation, now: Date): Promise<AcceptedOrder> {
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
      customerId: row.customerId,
      deliveryAddress: row.customerAddress,
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
  const refusal = await reserveAcceptedOrder(tx, order!.id, now);
  return {
    id: order!.id,
    stock:
      refusal === null ? adminMessages.order.stockReserved : adminMessages.order.stockNotReserved(refusal),
  };
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
  return answerFoundQuotation(deps, (tx) => quotationIdByToken(tx, token), answer, raw, now);
}

/**
 * The answer to the quotation `find` names, by the same rules whichever way the customer reached it: the token
 * link, or their signed-in account page (server/services/account/).
 */
export async function answerFoundQuotation(
  deps: AnswerDeps,
  find: QuotationFinder,
  answer: 'accepted' | 'declined',
  raw: unknown,
  now: Date,
): Promise<{ status: 'accepted' | 'declined'; order: number | null }> {
  const { comment } = parseWith(quoteAnswerSchema, raw);
  const today = shopDate(now);
  let emailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const id = await find(tx);
    if (id === null) throw new NotFoundError(messages.quote.notFound);
    const row = await lockQuotation(tx, id);
    const state = publicState(
      effectiveStatus(row.status, row.validUntil, today),
      (await latestRevision(tx, row.number)) === row.revision,
    );
    if (state !== 'open') {
      const refusals = {
        accepted: messages.quote.answered('accepted'),
        declined: messages.quote.answered('declined'),
        superseded: messages.quote.superseded,
        expired: messages.quote.expired(formatShopDay(row.validUntil)),
      };
      throw new ConflictError(refusals[state]);
    }
    const answered = { ...row, answerComment: comment };
    const accepted = answer === 'accepted' ? await orderFromQuotation(tx, answered, now) : null;
    const orderId = accepted?.id ?? null;
    await tx
      .update(quotations)
      .set({ status: answer, answeredAt: now, answerComment: comment, orderId, updatedAt: now })
      .where(eq(quotations.id, id));
    const number = quotationNumber(row.number, row.revision);
    await recordActivity(tx, null, now, [
      {
        entityType: 'quotation',
        entityId: id,
        entityLabel: quotationLabel(row),
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
              note: `From quotation ${number}. Stock: ${accepted!.stock}`,
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
        ...quotationAnswerMessage(facts, answer, accepted, siteOf(deps.env, settings)),
      },
      now,
    );
    emailed ||= notified;
    return { status: answer, order: orderId };
  });
  if (emailed) deps.wakeMail?.();
  return result;
}
