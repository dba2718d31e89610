import type { Writable } from 'node:stream';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db } from '~/db/client';
import { customers, invoices, paymentAllocations, payments } from '~/db/schema';
import { fromCentavos, toCentavos } from '~/domain/order';
import { isHeld, PAYMENT_METHOD_LABELS } from '~/domain/payment';
import { shopDate } from '~/domain/quotation';
import { monthlyFileName, writeSheets, type SheetColumn } from '../shared/workbook';
import { invoiceStates } from './receivables';

/** "accounting_November_2026.xlsx", in the shop's time zone. */
export const accountingFileName = (now: Date): string => monthlyFileName('accounting', now);

const INVOICE_COLUMNS = [
  'number',
  'date',
  'customer',
  'tin',
  'vatable',
  'exempt',
  'zero_rated',
  'vat',
  'total',
  'withholding',
  'amount_due',
  'paid',
  'balance',
  'status',
] as const;
type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];
const INVOICE_MONEY = new Set<InvoiceColumn>([
  'vatable',
  'exempt',
  'zero_rated',
  'vat',
  'total',
  'withholding',
  'amount_due',
  'paid',
  'balance',
]);

const PAYMENT_COLUMNS = [
  'date',
  'customer',
  'method',
  'reference',
  'amount',
  'allocated_to',
  'unallocated',
  'status',
] as const;
type PaymentColumn = (typeof PAYMENT_COLUMNS)[number];

const columnsOf = <K extends string>(
  keys: readonly K[],
  money: (key: K) => boolean,
  wide: readonly string[],
) => keys.map((key): SheetColumn<K> => ({ key, width: wide.includes(key) ? 36 : 14, money: money(key) }));

const BATCH = 500;
const amount = (text: string) => Number(text);

async function* invoiceRows(
  db: Db,
  today: string,
): AsyncGenerator<Record<InvoiceColumn, ExcelJS.CellValue>[]> {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(invoices)
      .where(gt(invoices.id, lastId))
      .orderBy(asc(invoices.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    lastId = rows.at(-1)!.id;
    const states = new Map(
      (
        await invoiceStates(
          db,
          inArray(
            invoices.id,
            rows.map((row) => row.id),
          ),
          today,
        )
      ).map((state) => [state.id, state]),
    );
    yield rows.map((row) => {
      const state = states.get(row.id);
      const paid = state?.paid ?? 0n;
      const balance = state?.balance ?? 0n;
      let status = 'void';
      if (!row.voidedAt) {
        if (balance <= 0n) status = 'paid';
        else if (row.dueOn < today) status = 'overdue';
        else status = paid > 0n ? 'partly paid' : 'open';
      }
      return {
        number: row.number,
        date: row.issuedOn,
        customer: row.buyerName,
        tin: row.buyerTin,
        vatable: amount(row.vatableSales),
        exempt: amount(row.vatExemptSales),
        zero_rated: amount(row.zeroRatedSales),
        vat: amount(row.vat),
        total: amount(row.total),
        withholding: amount(row.withholding),
        amount_due: amount(row.amountDue),
        paid: amount(fromCentavos(paid)),
        balance: amount(fromCentavos(balance)),
        status,
      };
    });
  }
}

async function* paymentRows(
  db: Db,
  today: string,
): AsyncGenerator<Record<PaymentColumn, ExcelJS.CellValue>[]> {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ payment: payments, customer: customers.name })
      .from(payments)
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .where(gt(payments.id, lastId))
      .orderBy(asc(payments.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    lastId = rows.at(-1)!.payment.id;
    const shares = await db
      .select({
        paymentId: paymentAllocations.paymentId,
        number: invoices.number,
        amount: paymentAllocations.amount,
      })
      .from(paymentAllocations)
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(
        inArray(
          paymentAllocations.paymentId,
          rows.map((row) => row.payment.id),
        ),
      )
      .orderBy(asc(paymentAllocations.id));
    yield rows.map(({ payment, customer }) => {
      const own = shares.filter((share) => share.paymentId === payment.id);
      const allocated = own.reduce((total, share) => total + toCentavos(share.amount), 0n);
      const held = isHeld({ method: payment.method, check_date: payment.checkDate }, today);
      return {
        date: payment.receivedOn,
        customer,
        method: PAYMENT_METHOD_LABELS[payment.method],
        reference:
          payment.method === 'check'
            ? `${payment.bank} #${payment.checkNumber} dated ${payment.checkDate ?? ''}`
            : payment.reference,
        amount: amount(payment.amount),
        allocated_to: own.map((share) => `${share.number} ${share.amount}`).join('; '),
        unallocated: amount(fromCentavos(toCentavos(payment.amount) - allocated)),
        status: held ? `held until ${payment.checkDate}` : 'cleared',
      };
    });
  }
}

/**
 * The accountant's hand-off: an "Invoices" sheet (the tax lines as printed, what cleared payments paid, the
 * balance and a status) and a "Payments" sheet (each payment with the invoices it went to), streamed in batches.
 */
export async function writeAccountingWorkbook(db: Db, out: Writable, now: Date): Promise<void> {
  const today = shopDate(now);
  await writeSheets(out, [
    {
      name: 'Invoices',
      columns: columnsOf(INVOICE_COLUMNS, (key) => INVOICE_MONEY.has(key), ['customer']),
      batches: invoiceRows(db, today),
    },
    {
      name: 'Payments',
      columns: columnsOf(PAYMENT_COLUMNS, (key) => key === 'amount' || key === 'unallocated', [
        'customer',
        'reference',
        'allocated_to',
      ]),
      batches: paymentRows(db, today),
    },
  ]);
}
