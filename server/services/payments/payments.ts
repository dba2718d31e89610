import { adminMessages } from '~/domain/admin-messages';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { customers, invoices, paymentAllocations, payments, type Payment } from '~/db/schema';
import { fromCentavos, toCentavos } from '~/domain/order';
import { isHeld, PAYMENT_METHOD_LABELS, type PaymentAllocate, type PaymentInput } from '~/domain/payment';
import { formatPeso } from '~/domain/price';
import { messages } from '~/domain/messages';
import { shopDate } from '~/domain/quotation';
import { allocatePayment, type Allocation, type AllocationResult } from '~/domain/receivables';
import type { PaymentView } from '~/domain/views';
import { fieldError, invalidAt, InvalidError, NotFoundError, type PathIssue } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import { invoiceStates } from './receivables';

/**
 * Recording money received and spreading it over the customer's invoices. Allocating locks the customer's
 * non-void invoice rows first (in id order), so two payments recorded at once for one customer take turns, and
 * the second sees what the first allocated: an invoice is never paid beyond its amount due.
 */

const peso = (centavos: bigint) => formatPeso(fromCentavos(centavos));

/** Locks the customer's non-void invoices and answers what each may still take. */
async function lockOpenInvoices(tx: DbOrTx, customerId: number, today: string) {
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), isNull(invoices.voidedAt)))
    .orderBy(asc(invoices.id))
    .for('update');
  const states = await invoiceStates(tx, eq(invoices.customerId, customerId), today);
  return states.map((state) => ({
    invoiceId: state.id,
    customerId,
    due: state.dueOn,
    balance: state.open,
    number: state.number,
  }));
}

/** The allocation's problems at the request's own lines (`allocations[1].invoice`). */
function allocationErrors(
  requested: readonly { invoice: number }[],
  result: Extract<AllocationResult, { ok: false }>,
): InvalidError {
  const issues: PathIssue[] = [];
  const at = (invoiceId: number, field: string, message: string) =>
    requested.forEach((line, index) => {
      if (line.invoice === invoiceId) issues.push({ path: ['allocations', index, field], message });
    });
  for (const problem of result.problems) {
    if (problem.kind === 'unknown-invoice')
      at(problem.invoiceId, 'invoice', adminMessages.payments.invoiceNotOpen);
    else if (problem.kind === 'not-positive') at(problem.invoiceId, 'amount', messages.payment.amountInvalid);
    else if (problem.kind === 'more-than-balance') {
      at(problem.invoiceId, 'amount', adminMessages.payments.moreThanBalance(peso(problem.balance)));
    } else
      issues.push({
        path: ['amount'],
        message: adminMessages.payments.moreThanPayment(peso(problem.allocated)),
      });
  }
  return invalidAt(issues);
}

function allocate(
  amount: bigint,
  open: Awaited<ReturnType<typeof lockOpenInvoices>>,
  requested: PaymentInput['allocations'],
): Allocation[] {
  const shares =
    requested?.map((line) => ({ invoiceId: line.invoice, amount: toCentavos(line.amount) })) ?? null;
  const result = allocatePayment(amount, open, shares);
  if (!result.ok) throw allocationErrors(requested ?? [], result);
  return result.allocations;
}

function describeAllocations(allocations: Allocation[], numbers: Map<number, string>): string {
  return allocations
    .map((share) => `${numbers.get(share.invoiceId) ?? share.invoiceId} ${peso(share.amount)}`)
    .join(', ');
}

const paymentLabel = (payment: Payment, customerName: string) =>
  `${PAYMENT_METHOD_LABELS[payment.method]} ${formatPeso(payment.amount)} from ${customerName}`;

/** Records a payment and its allocations; what no invoice takes stays on it as the customer's credit. */
export async function recordPayment(
  db: Db,
  input: PaymentInput,
  actor: Actor,
  now: Date,
): Promise<PaymentView> {
  const today = shopDate(now);
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.id, input.customer));
    if (!customer) throw fieldError('customer', adminMessages.payments.customerNotFound);
    const open = await lockOpenInvoices(tx, customer.id, today);
    const amount = toCentavos(input.amount);
    const allocations = allocate(amount, open, input.allocations);
    const isCheck = input.method === 'check';
    const [payment] = await tx
      .insert(payments)
      .values({
        customerId: customer.id,
        method: input.method,
        amount: input.amount,
        receivedOn: input.received_on,
        bank: isCheck ? (input.check_bank ?? '') : '',
        checkNumber: isCheck ? (input.check_number ?? '') : '',
        checkDate: isCheck ? (input.check_date ?? null) : null,
        reference: input.reference ?? '',
        notes: input.notes ?? '',
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await insertAllocations(tx, payment!.id, allocations);
    const numbers = new Map(open.map((invoice) => [invoice.invoiceId, invoice.number]));
    const credit = amount - allocations.reduce((total, share) => total + share.amount, 0n);
    const held = isHeld({ method: payment!.method, check_date: payment!.checkDate }, today);
    await recordActivity(tx, actor, now, {
      entityType: 'payment',
      entityId: payment!.id,
      entityLabel: paymentLabel(payment!, customer.name),
      action: 'received',
      note: [
        allocations.length > 0 ? `Allocated: ${describeAllocations(allocations, numbers)}` : '',
        credit > 0n ? `Credit: ${peso(credit)}` : '',
        held ? `Post-dated check, held until ${payment!.checkDate}` : '',
      ]
        .filter(Boolean)
        .join('. '),
    });
    return payment!.id;
  });
  return (await getPayment(db, id, now))!;
}

async function insertAllocations(tx: DbOrTx, paymentId: number, allocations: Allocation[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.insert(paymentAllocations).values(
    allocations.map((share) => ({
      paymentId,
      invoiceId: share.invoiceId,
      amount: fromCentavos(share.amount),
    })),
  );
}

/** Applies what is left of a payment (its credit) to the customer's open invoices. */
export async function allocateCredit(
  db: Db,
  id: number,
  input: PaymentAllocate,
  actor: Actor,
  now: Date,
): Promise<PaymentView> {
  const today = shopDate(now);
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw new NotFoundError(adminMessages.payments.notFound);
    const open = await lockOpenInvoices(tx, payment.customerId, today);
    const [taken] = await tx
      .select({ total: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)::numeric(14, 2)::text` })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, id));
    const left = toCentavos(payment.amount) - toCentavos(taken?.total ?? '0');
    if (left <= 0n) throw new InvalidError(adminMessages.payments.nothingLeft);
    const allocations = allocate(left, open, input.allocations);
    if (allocations.length === 0) throw new InvalidError(adminMessages.payments.noOpenInvoice);
    await insertAllocations(tx, id, allocations);
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, payment.customerId));
    await recordActivity(tx, actor, now, {
      entityType: 'payment',
      entityId: id,
      entityLabel: paymentLabel(payment, customer?.name ?? ''),
      action: 'updated',
      note: `Credit allocated: ${describeAllocations(allocations, new Map(open.map((row) => [row.invoiceId, row.number])))}`,
    });
  });
  return (await getPayment(db, id, now))!;
}

/** Removes a payment recorded in error, with its allocations: the invoices it paid are open again. */
export async function deletePayment(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw new NotFoundError(adminMessages.payments.notFound);
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, payment.customerId));
    await tx.delete(payments).where(eq(payments.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'payment',
      entityId: id,
      entityLabel: paymentLabel(payment, customer?.name ?? ''),
      action: 'deleted',
    });
  });
}

async function paymentViews(db: DbOrTx, rows: Payment[], today: string): Promise<PaymentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const shares = await db
    .select({
      paymentId: paymentAllocations.paymentId,
      invoice: paymentAllocations.invoiceId,
      number: invoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.paymentId, ids))
    .orderBy(asc(paymentAllocations.id));
  const names = new Map(
    (
      await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(inArray(customers.id, [...new Set(rows.map((row) => row.customerId))]))
    ).map((row) => [row.id, row.name]),
  );
  return rows.map((row) => {
    const own = shares.filter((share) => share.paymentId === row.id);
    const allocated = own.reduce((total, share) => total + toCentavos(share.amount), 0n);
    return {
      id: row.id,
      customer: { id: row.customerId, name: names.get(row.customerId) ?? '' },
      method: row.method,
      amount: row.amount,
      received_on: row.receivedOn,
      check_bank: row.bank,
      check_number: row.checkNumber,
      check_date: row.checkDate,
      reference: row.reference,
      notes: row.notes,
      held: isHeld({ method: row.method, check_date: row.checkDate }, today),
      allocations: own.map((share) => ({
        invoice: share.invoice,
        number: share.number,
        amount: share.amount,
      })),
      unallocated: fromCentavos(toCentavos(row.amount) - allocated),
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function getPayment(db: DbOrTx, id: number, now: Date): Promise<PaymentView | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id));
  return (await paymentViews(db, rows, shopDate(now)))[0] ?? null;
}

export interface PaymentListQuery {
  page: number;
  pageSize: number;
  customer?: number | undefined;
}

/** Payments, the latest received first; of one customer when asked. */
export async function listPayments(
  db: DbOrTx,
  query: PaymentListQuery,
  now: Date,
): Promise<{ count: number; results: PaymentView[] }> {
  const where: SQL | undefined =
    query.customer === undefined ? undefined : eq(payments.customerId, query.customer);
  const [total] = await db.select({ count: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.receivedOn), desc(payments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count: total?.count ?? 0, results: await paymentViews(db, rows, shopDate(now)) };
}
