/**
 * What a customer owes and since when: due dates from payment terms, aging buckets, and how a payment is spread
 * over open invoices. Days are shop days ("2026-11-26", Asia/Manila) and money is integer centavos, so the
 * dashboard, the statement of account and the payment screen agree to the centavo and to the day.
 */

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!) / DAY_MS;
}

function dayFromNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** An invoice on cash terms (0 days) is due the day it is issued. */
export function dueDay(invoiceDay: string, termDays: number): string {
  return dayFromNumber(dayNumber(invoiceDay) + termDays);
}

/** Negative while the invoice is not yet due. */
function daysOverdue(due: string, today: string): number {
  return dayNumber(today) - dayNumber(due);
}

const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export function agingBucket(due: string, today: string): AgingBucket {
  const overdue = daysOverdue(due, today);
  if (overdue <= 0) return 'current';
  if (overdue <= 30) return '1-30';
  if (overdue <= 60) return '31-60';
  if (overdue <= 90) return '61-90';
  return 'over-90';
}

export interface OpenInvoice {
  invoiceId: number;
  customerId: number;
  due: string;
  balance: bigint;
}

export interface AgingRow {
  bucket: AgingBucket;
  total: bigint;
  /** Who is behind the bucket, largest balance first. */
  customers: Array<{ customerId: number; balance: bigint }>;
}

export function agingReport(invoices: readonly OpenInvoice[], today: string): AgingRow[] {
  const byBucket = new Map<AgingBucket, Map<number, bigint>>(
    AGING_BUCKETS.map((bucket) => [bucket, new Map()]),
  );
  for (const invoice of invoices) {
    if (invoice.balance <= 0n) continue;
    const customers = byBucket.get(agingBucket(invoice.due, today))!;
    customers.set(invoice.customerId, (customers.get(invoice.customerId) ?? 0n) + invoice.balance);
  }
  return AGING_BUCKETS.map((bucket) => {
    const customers = [...byBucket.get(bucket)!]
      .map(([customerId, balance]) => ({ customerId, balance }))
      .sort((a, b) =>
        a.balance === b.balance ? a.customerId - b.customerId : a.balance > b.balance ? -1 : 1,
      );
    return { bucket, total: customers.reduce((sum, row) => sum + row.balance, 0n), customers };
  });
}

export interface Allocation {
  invoiceId: number;
  amount: bigint;
}

type AllocationProblem =
  | { kind: 'unknown-invoice'; invoiceId: number }
  | { kind: 'more-than-balance'; invoiceId: number; balance: bigint }
  | { kind: 'more-than-payment'; allocated: bigint }
  | { kind: 'not-positive'; invoiceId: number };

export type AllocationResult =
  { ok: true; allocations: Allocation[]; credit: bigint } | { ok: false; problems: AllocationProblem[] };

/**
 * Spreads a payment over a customer's open invoices. Without a split from staff, the oldest due invoice is paid
 * first; with one, each share must be positive and within the invoice's balance, and together within the payment.
 * Whatever is left over is kept as the customer's credit, never lost.
 */
export function allocatePayment(
  amount: bigint,
  open: readonly OpenInvoice[],
  requested: readonly Allocation[] | null,
): AllocationResult {
  if (requested === null) {
    const allocations: Allocation[] = [];
    let left = amount;
    const oldestFirst = [...open].sort(
      (a, b) => dayNumber(a.due) - dayNumber(b.due) || a.invoiceId - b.invoiceId,
    );
    for (const invoice of oldestFirst) {
      if (left <= 0n) break;
      if (invoice.balance <= 0n) continue;
      const share = invoice.balance < left ? invoice.balance : left;
      allocations.push({ invoiceId: invoice.invoiceId, amount: share });
      left -= share;
    }
    return { ok: true, allocations, credit: left };
  }
  const balances = new Map(open.map((invoice) => [invoice.invoiceId, invoice.balance]));
  const problems: AllocationProblem[] = [];
  const allocated = new Map<number, bigint>();
  for (const share of requested) {
    const balance = balances.get(share.invoiceId);
    if (balance === undefined) problems.push({ kind: 'unknown-invoice', invoiceId: share.invoiceId });
    else if (share.amount <= 0n) problems.push({ kind: 'not-positive', invoiceId: share.invoiceId });
    else {
      const total = (allocated.get(share.invoiceId) ?? 0n) + share.amount;
      if (total > balance) problems.push({ kind: 'more-than-balance', invoiceId: share.invoiceId, balance });
      allocated.set(share.invoiceId, total);
    }
  }
  const sum = [...allocated.values()].reduce((total, value) => total + value, 0n);
  if (sum > amount) problems.push({ kind: 'more-than-payment', allocated: sum });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    allocations: [...allocated].map(([invoiceId, share]) => ({ invoiceId, amount: share })),
    credit: amount - sum,
  };
}
