import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';
import { customers, invoices, paymentAllocations, payments } from '~/db/schema';
import { fromCentavos, toCentavos } from '~/domain/order';
import { addDays, shopDate } from '~/domain/quotation';
import { agingReport, agingBucket } from '~/domain/receivables';
import type { AgingView, CustomerReceivables } from '~/domain/views';

/**
 * What customers owe, read from the invoices and the payments' allocations. Two balances matter: `balance`
 * (amount due less what cleared payments paid) is what the aging, the statement and the reminders count, and
 * `open` (amount due less every allocation, post-dated checks included) is what a new payment may still take,
 * so a check held until next month is not paid twice over meanwhile.
 */

/** A check dated after `today`: held, not yet counted (domain/payment.ts `isHeld`, as SQL). */
const heldSql = (today: string): SQL =>
  sql`(${payments.method} = 'check' and ${payments.checkDate} > ${today})`;

const sumText = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::numeric(14, 2)::text`;

export interface InvoiceState {
  id: number;
  number: string;
  customerId: number;
  issuedOn: string;
  dueOn: string;
  amountDue: bigint;
  paid: bigint;
  held: bigint;
  balance: bigint;
  open: bigint;
}

/** The non-void invoices `where` picks, with what cleared and held payments put on each, due first. */
export async function invoiceStates(
  db: DbOrTx,
  where: SQL | undefined,
  today: string,
): Promise<InvoiceState[]> {
  const held = heldSql(today);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      customerId: invoices.customerId,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      amountDue: invoices.amountDue,
      paid: sumText(sql`sum(${paymentAllocations.amount}) filter (where not ${held})`),
      held: sumText(sql`sum(${paymentAllocations.amount}) filter (where ${held})`),
    })
    .from(invoices)
    .leftJoin(paymentAllocations, eq(paymentAllocations.invoiceId, invoices.id))
    .leftJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(isNull(invoices.voidedAt), sql`${invoices.customerId} is not null`, where))
    .groupBy(invoices.id)
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
  return rows.map((row) => {
    const amountDue = toCentavos(row.amountDue);
    const paid = toCentavos(row.paid);
    const heldAmount = toCentavos(row.held);
    return {
      id: row.id,
      number: row.number,
      customerId: row.customerId!,
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      amountDue,
      paid,
      held: heldAmount,
      balance: amountDue - paid,
      open: amountDue - paid - heldAmount,
    };
  });
}

interface PaymentRemainder {
  id: number;
  customerId: number;
  receivedOn: string;
  unallocated: bigint;
  held: boolean;
}

/** Payments with something no invoice took, oldest first: the customers' credit once they clear. */
async function paymentRemainders(
  db: DbOrTx,
  where: SQL | undefined,
  today: string,
): Promise<PaymentRemainder[]> {
  const allocated = sql`coalesce(sum(${paymentAllocations.amount}), 0)`;
  const rows = await db
    .select({
      id: payments.id,
      customerId: payments.customerId,
      receivedOn: payments.receivedOn,
      unallocated: sql<string>`(${payments.amount} - ${allocated})::numeric(14, 2)::text`,
      held: sql<boolean>`${heldSql(today)}`,
    })
    .from(payments)
    .leftJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .where(where)
    .groupBy(payments.id)
    .having(sql`${payments.amount} > ${allocated}`)
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((row) => ({ ...row, unallocated: toCentavos(row.unallocated), held: Boolean(row.held) }));
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One customer's balance, overdue part, credit and held checks, with each invoice still open. */
export async function customerReceivables(
  db: DbOrTx,
  customerId: number,
  now: Date,
): Promise<CustomerReceivables | null> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const today = shopDate(now);
  const states = await invoiceStates(db, eq(invoices.customerId, customerId), today);
  const remainders = await paymentRemainders(db, eq(payments.customerId, customerId), today);
  const [heldRow] = await db
    .select({ total: sumText(sql`sum(${payments.amount})`) })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), heldSql(today)));
  const owing = states.filter((state) => state.balance > 0n || state.open > 0n);
  const cleared = remainders.filter((row) => !row.held);
  return {
    customer: customerId,
    today,
    balance: fromCentavos(sum(owing.map((state) => state.balance))),
    overdue: fromCentavos(
      sum(owing.filter((state) => state.dueOn < today && state.balance > 0n).map((state) => state.balance)),
    ),
    credit: fromCentavos(sum(cleared.map((row) => row.unallocated))),
    held: heldRow?.total ?? '0.00',
    credit_payments: cleared.map((row) => ({
      id: row.id,
      received_on: row.receivedOn,
      unallocated: fromCentavos(row.unallocated),
    })),
    invoices: owing.map((state) => ({
      id: state.id,
      number: state.number,
      issued_on: state.issuedOn,
      due_on: state.dueOn,
      amount_due: fromCentavos(state.amountDue),
      paid: fromCentavos(state.paid),
      held: fromCentavos(state.held),
      balance: fromCentavos(state.balance),
      open: fromCentavos(state.open),
      days_overdue: Math.max(daysBetween(state.dueOn, today), 0),
    })),
  };
}

/** How many days on the receivables screen and dashboard count as "this week" for post-dated checks. */
const CHECKS_WINDOW_DAYS = 7;

/** Every customer's balance by age, the checks that clear this week, and the credit customers hold. */
export async function agingView(db: DbOrTx, now: Date): Promise<AgingView> {
  const today = shopDate(now);
  const states = await invoiceStates(db, undefined, today);
  const report = agingReport(
    states.map((state) => ({
      invoiceId: state.id,
      customerId: state.customerId,
      due: state.dueOn,
      balance: state.balance,
    })),
    today,
  );
  const remainders = await paymentRemainders(db, undefined, today);
  const checks = await db
    .select({
      payment: payments.id,
      customerId: customers.id,
      customerName: customers.name,
      amount: payments.amount,
      bank: payments.bank,
      checkNumber: payments.checkNumber,
      checkDate: payments.checkDate,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(
      and(
        eq(payments.method, 'check'),
        gte(payments.checkDate, today),
        lte(payments.checkDate, addDays(today, CHECKS_WINDOW_DAYS)),
      ),
    )
    .orderBy(asc(payments.checkDate), asc(payments.id));
  const ids = [...new Set(report.flatMap((row) => row.customers.map((customer) => customer.customerId)))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(inArray(customers.id, ids))
        ).map((row) => [row.id, row.name]),
  );
  return {
    today,
    buckets: report.map((row) => ({
      bucket: row.bucket,
      total: fromCentavos(row.total),
      customers: row.customers.map((customer) => ({
        id: customer.customerId,
        name: names.get(customer.customerId) ?? '',
        amount: fromCentavos(customer.balance),
      })),
    })),
    total: fromCentavos(sum(report.map((row) => row.total))),
    checks_this_week: checks.map((check) => ({
      payment: check.payment,
      customer: { id: check.customerId, name: check.customerName },
      amount: check.amount,
      bank: check.bank,
      check_number: check.checkNumber,
      check_date: check.checkDate!,
    })),
    credit: fromCentavos(sum(remainders.filter((row) => !row.held).map((row) => row.unallocated))),
  };
}

interface OverdueInvoice {
  number: string;
  dueOn: string;
  balance: bigint;
}

/**
 * Customers with invoices past due and not covered as of `today`, each with those invoices and what no payment
 * covers, oldest first. A post-dated check handed over for an invoice covers it: the customer is not chased for it.
 */
export async function overdueByCustomer(db: DbOrTx, today: string): Promise<Map<number, OverdueInvoice[]>> {
  const states = await invoiceStates(db, sql`${invoices.dueOn} < ${today}`, today);
  const byCustomer = new Map<number, OverdueInvoice[]>();
  for (const state of states) {
    if (state.open <= 0n || agingBucket(state.dueOn, today) === 'current') continue;
    const list = byCustomer.get(state.customerId) ?? [];
    list.push({ number: state.number, dueOn: state.dueOn, balance: state.open });
    byCustomer.set(state.customerId, list);
  }
  return byCustomer;
}
