/**
 * What a signed-in customer sees and does at /account: the quotations and orders of every customer their e-mail
 * is a contact of, never anyone else's. Each read and write checks the document's customer_id against the
 * session's customers in the query that finds it.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';
import { customerContacts, customers, inquiries, orderItems, orders, quotations } from '~/db/schema';
import { requestAgainMessage } from '~/domain/account';
import { INQUIRY_LIMITS } from '~/domain/inquiry';
import { messages } from '~/domain/messages';
import { fromCentavos, toCentavos, type OrderStatus } from '~/domain/order';
import { effectiveStatus, quotationNumber, shopDate } from '~/domain/quotation';
import type { Env } from '~/server/env';
import { InvalidError, NotFoundError, TooManyError } from '~/server/errors';
import { recordActivity } from '../activity/activity';
import { INQUIRY_MAX_PER_CLIENT, INQUIRY_WINDOW_SECONDS } from '../inquiries/inquiries';
import { queueInquiryMail } from '../mail/outbox';
import type { MediaStore } from '../media/media-store';
import {
  answerFoundQuotation,
  publicQuotationById,
  type PublicQuotation,
  type PublicQuotationState,
} from '../quotations/answers';
import { getQuotation } from '../quotations/quotations';
import { renderQuotationPdf } from '../quotations/sending';
import { currentSettings } from '../settings/settings';
import { takeHit, throttleAddress } from '../shared/throttle';
import type { AccountDeps, CustomerSessionView } from './sign-in';

/** The most documents of each kind the page lists; a buyer with more asks staff for the rest. */
const LISTED = 100;

interface AccountQuotationRow {
  id: number;
  number: string;
  /** The Manila day it was sent, `YYYY-MM-DD`. */
  date: string;
  total: string;
  state: PublicQuotationState;
}

interface AccountOrderRow {
  id: number;
  /** The Manila day it was made, `YYYY-MM-DD`. */
  date: string;
  status: OrderStatus;
  item_count: number;
  total: string;
  /** Product and service lines: what "Request a quote again" asks for. */
  can_request_again: boolean;
}

export interface AccountOverview {
  email: string;
  companies: string[];
  quotations: AccountQuotationRow[];
  orders: AccountOrderRow[];
}

function quotationState(
  row: { status: (typeof quotations.$inferSelect)['status']; validUntil: string; revision: number },
  latest: number,
  today: string,
): PublicQuotationState {
  const status = effectiveStatus(row.status, row.validUntil, today);
  if (status === 'accepted' || status === 'declined') return status;
  if (row.revision !== latest) return 'superseded';
  return status === 'expired' ? 'expired' : 'open';
}

export async function accountOverview(
  db: DbOrTx,
  session: CustomerSessionView,
  now: Date,
): Promise<AccountOverview> {
  const ids = session.customerIds;
  const today = shopDate(now);
  const companies = await db
    .select({ name: customers.name })
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(customers.name);
  const quoteRows = await db
    .select({
      id: quotations.id,
      number: quotations.number,
      revision: quotations.revision,
      status: quotations.status,
      validUntil: quotations.validUntil,
      total: quotations.total,
      sentAt: quotations.sentAt,
      createdAt: quotations.createdAt,
      latest: sql<number>`(select max(q2.revision) from quotations q2 where q2.number = ${quotations.number})`,
    })
    .from(quotations)
    .where(and(inArray(quotations.customerId, ids), ne(quotations.status, 'draft')))
    .orderBy(desc(sql`coalesce(${quotations.sentAt}, ${quotations.createdAt})`), desc(quotations.id))
    .limit(LISTED);
  const orderRows = await db
    .select()
    .from(orders)
    .where(inArray(orders.customerId, ids))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LISTED);
  const items =
    orderRows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              orderRows.map((row) => row.id),
            ),
          );
  return {
    email: session.email,
    companies: companies.map((row) => row.name),
    quotations: quoteRows.map((row) => ({
      id: row.id,
      number: quotationNumber(row.number, row.revision),
      date: shopDate(row.sentAt ?? row.createdAt),
      total: row.total,
      state: quotationState(row, Number(row.latest), today),
    })),
    orders: orderRows.map((order) => {
      const own = items.filter((item) => item.orderId === order.id);
      const total = own.reduce((sum, item) => sum + toCentavos(item.unitPrice) * BigInt(item.quantity), 0n);
      return {
        id: order.id,
        date: shopDate(order.createdAt),
        status: order.status,
        item_count: own
          .filter((item) => item.kind === 'product')
          .reduce((sum, item) => sum + item.quantity, 0),
        total: fromCentavos(total),
        can_request_again: own.some((item) => item.kind !== 'adjustment'),
      };
    }),
  };
}

/** The id of a quotation of one of the session's customers that has been sent (drafts stay private). */
async function ownQuotationId(db: DbOrTx, session: CustomerSessionView, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      and(
        eq(quotations.id, id),
        inArray(quotations.customerId, session.customerIds),
        ne(quotations.status, 'draft'),
      ),
    );
  return row?.id ?? null;
}

/** The quotation as the public quote page shows it, or null when it is not one of the session's customers'. */
export async function accountQuotation(
  db: DbOrTx,
  session: CustomerSessionView,
  id: number,
  now: Date,
): Promise<PublicQuotation | null> {
  return publicQuotationById(db, await ownQuotationId(db, session, id), now);
}

/** Accept or Decline from the account page: the public page's rules and effects (an order on acceptance). */
export function answerAccountQuotation(
  deps: AccountDeps,
  session: CustomerSessionView,
  id: number,
  answer: 'accepted' | 'declined',
  raw: unknown,
  now: Date,
) {
  return answerFoundQuotation(deps, (tx) => ownQuotationId(tx, session, id), answer, raw, now);
}

/** The quotation's PDF and file name, as staff download it, or null when it is not the session's. */
export async function accountQuotationPdf(
  db: DbOrTx,
  media: MediaStore,
  session: CustomerSessionView,
  id: number,
  now: Date,
): Promise<{ pdf: Buffer; number: string } | null> {
  const own = await ownQuotationId(db, session, id);
  const view = own === null ? null : await getQuotation(db, own, now);
  if (!view) return null;
  return { pdf: await renderQuotationPdf(db, media, view), number: view.number };
}

export interface RequestAgainDeps extends AccountDeps {
  env: AccountDeps['env'] & Partial<Pick<Env, 'INQUIRY_FORWARD_URL'>>;
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * "Request a quote again": a new inquiry (a request for quote) with the past order's product and service lines,
 * linked to the order's customer and from the signed-in contact, in staff's inbox like any other. It counts
 * against the inquiry form's limit per client address.
 */
export async function requestQuoteAgain(
  deps: RequestAgainDeps,
  session: CustomerSessionView,
  orderId: number,
  client: string,
  now: Date,
): Promise<{ inquiry: number }> {
  const notFound = new NotFoundError(messages.customerAccount.notFound);
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) throw notFound;
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.customerId, session.customerIds)));
    if (!order?.customerId) throw notFound;
    const lines = (
      await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id)
    ).filter((line) => line.kind !== 'adjustment');
    if (lines.length === 0) throw new InvalidError(messages.customerAccount.requestAgainEmpty);
    const hit = await takeHit(
      tx,
      [
        {
          key: `inquiry:client:${throttleAddress(client)}`,
          max: INQUIRY_MAX_PER_CLIENT,
          windowSeconds: INQUIRY_WINDOW_SECONDS,
        },
      ],
      now,
    );
    if ('retryAfter' in hit) throw new TooManyError(messages.inquiry.tooMany, hit.retryAfter);
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, order.customerId));
    const [contact] = await tx
      .select({ name: customerContacts.name, phone: customerContacts.phone })
      .from(customerContacts)
      .where(
        and(
          eq(customerContacts.customerId, order.customerId),
          sql`lower(${customerContacts.email}) = ${session.email}`,
        ),
      )
      .limit(1);
    const products = [
      ...new Set(lines.filter((line) => line.kind === 'product').map((line) => line.productName)),
    ];
    const message = requestAgainMessage(
      order.id,
      lines.map((line) => ({ description: line.productName, quantity: line.quantity })),
    );
    const [row] = await tx
      .insert(inquiries)
      .values({
        name: clip(contact?.name || session.email, INQUIRY_LIMITS.name),
        phone: clip(contact?.phone ?? '', INQUIRY_LIMITS.phone),
        company: clip(customer?.name ?? '', INQUIRY_LIMITS.company),
        email: session.email,
        purpose: 'Request for Quote',
        products: clip(products.join(', '), INQUIRY_LIMITS.products),
        message: clip(message, INQUIRY_LIMITS.message),
        customerId: order.customerId,
        forwardStatus: deps.env.INQUIRY_FORWARD_URL ? 'pending' : 'not_configured',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordActivity(tx, null, now, {
      entityType: 'inquiry',
      entityId: row!.id,
      entityLabel: `${row!.name}, ${row!.company}`,
      action: 'received',
      note: `Request for Quote again from order #${order.id} (customer's account page)`,
    });
    const { settings } = await currentSettings(tx);
    // Staff hear of it; the customer read the thanks on the page and needs no copy.
    await queueInquiryMail(tx, deps.env, settings, row!, now, false);
    return { inquiry: row!.id };
  });
  deps.wakeMail?.();
  return result;
}
