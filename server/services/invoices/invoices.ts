import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '~/db/client';
import {
  customers,
  documentSeries,
  invoiceLines,
  invoices,
  orderItems,
  orders,
  paymentAllocations,
  users,
  type Invoice,
} from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { normalizeTin } from '~/domain/customer';
import { drawNumber, formatDocumentNumber } from '~/domain/document-series';
import {
  draftInvoice,
  invoiceAmountInWords,
  invoiceStatus,
  type InvoiceCreate,
  type InvoiceDraftProblem,
  type InvoiceStatus,
  type OrderLineToInvoice,
} from '~/domain/invoice';
import { invoiceTaxLines } from '~/domain/invoice-tax';
import { fromCentavos, toCentavos } from '~/domain/order';
import { shopDate } from '~/domain/quotation';
import { dueDay } from '~/domain/receivables';
import { addressLine } from '~/domain/settings';
import type { InvoiceDraftView, InvoiceListItem, InvoiceView } from '~/domain/views';
import { ConflictError, fieldError, invalidAt, NotFoundError } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import { currentSettings } from '../settings/settings';

const messages = adminMessages.invoice;
const DAY_MS = 86_400_000;

/** What the payments applied to an invoice add up to, in pesos. */
const paidSum = sql`(select coalesce(sum(${paymentAllocations.amount}), 0)
  from ${paymentAllocations} where ${paymentAllocations.invoiceId} = ${invoices.id})`;
const paidSql = sql<string>`${paidSum}::numeric(14, 2)::text`;
const balanceSql = sql`(${invoices.amountDue} - ${paidSum})`;

export interface InvoiceListQuery {
  page: number;
  pageSize: number;
  customer?: number;
  order?: number;
  status?: InvoiceStatus;
}

function statusCondition(status: InvoiceStatus, today: string): SQL {
  switch (status) {
    case 'void':
      return isNotNull(invoices.voidedAt);
    case 'paid':
      return and(isNull(invoices.voidedAt), sql`${balanceSql} <= 0`)!;
    case 'overdue':
      return and(isNull(invoices.voidedAt), sql`${balanceSql} > 0`, sql`${invoices.dueOn} < ${today}`)!;
    case 'open':
      return and(isNull(invoices.voidedAt), sql`${balanceSql} > 0`, sql`${invoices.dueOn} >= ${today}`)!;
  }
}

function listItem(row: Invoice, paid: string, today: string): InvoiceListItem {
  const balance = toCentavos(row.amountDue) - toCentavos(paid);
  return {
    id: row.id,
    number: row.number,
    order: row.orderId,
    customer: row.customerId,
    buyer_name: row.buyerName,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    total: row.total,
    amount_due: row.amountDue,
    balance: fromCentavos(balance),
    status: invoiceStatus({ voided: row.voidedAt !== null, balance, dueOn: row.dueOn, today }),
  };
}

/** Newest first; filtered by customer, order and status (open, paid, overdue as of today in Manila, void). */
export async function listInvoices(
  db: DbOrTx,
  query: InvoiceListQuery,
  now: Date,
): Promise<{ count: number; results: InvoiceListItem[] }> {
  const today = shopDate(now);
  const conditions: SQL[] = [];
  if (query.customer !== undefined) conditions.push(eq(invoices.customerId, query.customer));
  if (query.order !== undefined) conditions.push(eq(invoices.orderId, query.order));
  if (query.status) conditions.push(statusCondition(query.status, today));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(invoices).where(where);
  const rows = await db
    .select({ row: invoices, paid: paidSql })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count: total?.value ?? 0, results: rows.map(({ row, paid }) => listItem(row, paid, today)) };
}

const voider = alias(users, 'voider');

export async function getInvoice(db: DbOrTx, id: number, now: Date): Promise<InvoiceView | null> {
  const [found] = await db
    .select({ row: invoices, paid: paidSql, createdBy: users.username, voidedBy: voider.username })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.createdBy))
    .leftJoin(voider, eq(voider.id, invoices.voidedBy))
    .where(eq(invoices.id, id));
  if (!found) return null;
  const { row, paid } = found;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  const netOfVat =
    toCentavos(row.vatableSales) + toCentavos(row.vatExemptSales) + toCentavos(row.zeroRatedSales);
  // The split of what the buyer withholds, from the same rule that computed the stored total of it.
  const tax = invoiceTaxLines({
    amount: row.pricesIncludeVat ? toCentavos(row.total) : netOfVat,
    pricesIncludeVat: row.pricesIncludeVat,
    taxClass: row.taxClass,
    withholdingPercent: Number(row.withholdingPercent),
  });
  return {
    ...listItem(row, paid, shopDate(now)),
    seller: { name: row.sellerName, tin: row.sellerTin, address: row.sellerAddress },
    buyer: {
      name: row.buyerName,
      tin: row.buyerTin,
      address: row.buyerAddress,
      business_style: row.buyerBusinessStyle,
    },
    po_number: row.poNumber,
    terms_days: Math.round(
      (Date.parse(`${row.dueOn}T00:00:00Z`) - Date.parse(`${row.issuedOn}T00:00:00Z`)) / DAY_MS,
    ),
    tax_class: row.taxClass,
    prices_include_vat: row.pricesIncludeVat,
    withholding_percent: Number(row.withholdingPercent),
    lines: lines.map((line) => ({
      id: line.id,
      order_item: line.orderItemId,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
    })),
    vatable_sales: row.vatableSales,
    vat_exempt_sales: row.vatExemptSales,
    zero_rated_sales: row.zeroRatedSales,
    vat: row.vat,
    withholding: row.withholding,
    creditable_withholding: fromCentavos(tax.withholdingTax),
    final_vat_withheld: fromCentavos(tax.finalVatWithheld),
    amount_in_words: invoiceAmountInWords(toCentavos(row.amountDue)),
    paid: fromCentavos(toCentavos(paid)),
    certificate_expected: row.certificateExpected,
    certificate_received_on: row.certificateReceivedOn,
    voided_at: row.voidedAt?.toISOString() ?? null,
    void_reason: row.voidReason,
    voided_by: found.voidedBy,
    created_by: found.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** An order's lines with how many units of each non-void invoices already bill. */
async function orderLinesToInvoice(db: DbOrTx, orderId: number): Promise<OrderLineToInvoice[]> {
  const invoiced = db
    .select({
      orderItemId: invoiceLines.orderItemId,
      quantity: sql<number>`sum(${invoiceLines.quantity})::int`.as('invoiced_quantity'),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.voidedAt)))
    .groupBy(invoiceLines.orderItemId)
    .as('invoiced');
  const rows = await db
    .select({ item: orderItems, invoiced: invoiced.quantity })
    .from(orderItems)
    .leftJoin(invoiced, eq(invoiced.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, invoiced: billed }) => ({
    orderItem: item.id,
    description: item.productName,
    kind: item.kind,
    unitPrice: toCentavos(item.unitPrice),
    quantity: item.quantity,
    invoiced: Number(billed ?? 0),
  }));
}

/** What the new-invoice screen needs to preview an order's invoice with `draftInvoice` before issuing it. */
export async function invoiceDraftOf(db: DbOrTx, orderId: number): Promise<InvoiceDraftView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [customer] = order.customerId
    ? await db.select().from(customers).where(eq(customers.id, order.customerId))
    : [];
  const { settings } = await currentSettings(db);
  const lines = await orderLinesToInvoice(db, orderId);
  return {
    order: orderId,
    buyer_name: customer?.name ?? (order.customerCompany || order.customerName),
    tax_class: customer?.taxClass ?? 'vat',
    withholding_percent: customer ? Number(customer.withholdingPercent) : 0,
    shop_prices_include_vat: settings.prices_include_vat,
    lines: lines.map((line) => ({
      order_item: line.orderItem,
      description: line.description,
      kind: line.kind,
      unit_price: fromCentavos(line.unitPrice),
      quantity: line.quantity,
      invoiced: line.invoiced,
    })),
  };
}

function draftRefusal(problem: InvoiceDraftProblem, lines: OrderLineToInvoice[]) {
  const description = (orderItem: number) =>
    lines.find((line) => line.orderItem === orderItem)?.description ?? `#${orderItem}`;
  switch (problem.kind) {
    case 'nothing':
      return new ConflictError(messages.nothingLeft);
    case 'not-positive':
      return fieldError('lines', messages.notPositive);
    case 'unknown-line':
      return fieldError('lines', messages.unknownLine(problem.orderItem));
    case 'too-many':
      return fieldError('lines', messages.tooMany(description(problem.orderItem), problem.left));
  }
}

/**
 * Takes the next number of the registered invoice series. The row stays locked until the invoice's
 * transaction ends, so parallel invoices get consecutive numbers and a rolled-back one gives its number back.
 */
async function drawInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const [row] = await tx
    .select()
    .from(documentSeries)
    .where(eq(documentSeries.kind, 'invoice'))
    .for('update');
  // An invoice number the BIR did not register is worse than none: the owner enters the series first.
  if (!row || row.end === null) throw new ConflictError(messages.seriesNotSetUp);
  const drawn = drawNumber(row);
  if (!drawn.ok) throw new ConflictError(messages.seriesUsedUp(formatDocumentNumber(row, drawn.end)));
  await tx
    .update(documentSeries)
    .set({ next: drawn.series.next, updatedAt: now })
    .where(eq(documentSeries.kind, 'invoice'));
  return drawn.number;
}

/**
 * Issues an invoice for an order: the lines not yet invoiced (or those picked), the seller block from the
 * settings and the buyer's from the linked customer (else the order's copies, taxed as a VAT buyer), the tax
 * lines of `draftInvoice`, the due date from the customer's terms, and the next number of the series.
 */
export async function createInvoice(
  db: Db,
  input: InvoiceCreate,
  actor: Actor,
  now: Date,
): Promise<InvoiceView> {
  const id = await db.transaction(async (tx) => {
    // The order's row lock queues invoices of one order, so two cannot both bill the same units.
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.order)).for('update');
    if (!order) throw fieldError('order', messages.orderNotFound);
    if (order.status === 'cancelled') throw new ConflictError(messages.orderCancelled);
    const [customer] = order.customerId
      ? await tx.select().from(customers).where(eq(customers.id, order.customerId))
      : [];
    const { settings } = await currentSettings(tx);
    if (!settings.tin) throw new ConflictError(messages.sellerTinMissing);
    const lines = await orderLinesToInvoice(tx, order.id);
    const taxClass = customer?.taxClass ?? 'vat';
    const withholdingPercent = customer ? Number(customer.withholdingPercent) : 0;
    const draft = draftInvoice({
      lines,
      picks: input.lines?.map((pick) => ({ orderItem: pick.order_item, quantity: pick.quantity })) ?? null,
      shopPricesIncludeVat: settings.prices_include_vat,
      taxClass,
      withholdingPercent,
    });
    if (!draft.ok) {
      if (draft.problems.length > 1 && draft.problems.every((problem) => problem.kind === 'too-many'))
        throw invalidAt(
          draft.problems.map((problem) => ({
            path: ['lines'],
            message: draftRefusal(problem, lines).detail,
          })),
        );
      throw draftRefusal(draft.problems[0]!, lines);
    }
    const issuedOn = input.issued_on ?? shopDate(now);
    const number = await drawInvoiceNumber(tx, now);
    const { tax } = draft;
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        orderId: order.id,
        customerId: customer?.id ?? null,
        issuedOn,
        dueOn: dueDay(issuedOn, customer?.paymentTermDays ?? 0),
        sellerName: settings.name,
        sellerTin: normalizeTin(settings.tin),
        sellerAddress: addressLine(settings.address),
        buyerName: customer?.name ?? (order.customerCompany || order.customerName),
        buyerTin: customer?.tin ?? '',
        buyerAddress: customer?.billingAddress || order.deliveryAddress,
        buyerBusinessStyle: customer?.businessStyle ?? '',
        poNumber: order.poNumber,
        taxClass,
        pricesIncludeVat: draft.pricesIncludeVat,
        withholdingPercent: String(withholdingPercent),
        vatableSales: fromCentavos(tax.vatableSales),
        vatExemptSales: fromCentavos(tax.vatExemptSales),
        zeroRatedSales: fromCentavos(tax.zeroRatedSales),
        vat: fromCentavos(tax.vat),
        total: fromCentavos(tax.totalSales),
        withholding: fromCentavos(tax.withholdingTax + tax.finalVatWithheld),
        amountDue: fromCentavos(tax.amountDue),
        certificateExpected: tax.withholdingTax + tax.finalVatWithheld > 0n,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(
      draft.lines.map((line) => ({
        invoiceId: row!.id,
        orderItemId: line.orderItem,
        description: line.description,
        quantity: line.quantity,
        unitPrice: fromCentavos(line.unitPrice),
        amount: fromCentavos(line.amount),
      })),
    );
    await recordActivity(tx, actor, now, {
      entityType: 'invoice',
      entityId: row!.id,
      entityLabel: `${number} ${order.customerCompany || order.customerName}`,
      action: 'created',
      changes: {
        order: { from: null, to: order.id },
        amount_due: { from: null, to: fromCentavos(tax.amountDue) },
      },
    });
    return row!.id;
  });
  return (await getInvoice(db, id, now))!;
}

async function lockInvoice(tx: Tx, id: number): Promise<Invoice> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new NotFoundError(messages.notFound);
  return row;
}

/**
 * Voids an invoice: it keeps its number and lines, says who voided it, when and why, and its units can be
 * invoiced again. Refused while payments are applied to it: the payment is taken off first, so no money is
 * left pointing at a void invoice.
 */
export async function voidInvoice(
  db: Db,
  id: number,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<InvoiceView> {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.voidedAt) throw new ConflictError(messages.alreadyVoid);
    const [allocated] = await tx
      .select({ value: count() })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, id));
    if ((allocated?.value ?? 0) > 0) throw new ConflictError(messages.paymentsAllocated(allocated!.value));
    await tx
      .update(invoices)
      .set({ voidedAt: now, voidReason: reason, voidedBy: actor.id })
      .where(eq(invoices.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'invoice',
      entityId: id,
      entityLabel: `${row.number} ${row.buyerName}`,
      action: 'voided',
      note: reason,
    });
  });
  return (await getInvoice(db, id, now))!;
}

/** Records the day the buyer's BIR Form 2307 arrived, or clears it. */
export async function recordCertificate(
  db: Db,
  id: number,
  receivedOn: string | null,
  actor: Actor,
  now: Date,
): Promise<InvoiceView> {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row.certificateExpected) throw new ConflictError(messages.noCertificateExpected);
    if (row.certificateReceivedOn === receivedOn) return;
    await tx.update(invoices).set({ certificateReceivedOn: receivedOn }).where(eq(invoices.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'invoice',
      entityId: id,
      entityLabel: `${row.number} ${row.buyerName}`,
      action: 'updated',
      changes: { certificate_received_on: { from: row.certificateReceivedOn, to: receivedOn } },
    });
  });
  return (await getInvoice(db, id, now))!;
}
