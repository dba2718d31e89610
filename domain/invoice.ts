/**
 * A sales invoice's pure rules: which order lines are left to invoice, the amount sold they add up to, its tax
 * lines (domain/invoice-tax.ts), the amount due in words as Philippine invoices print it, and whether an issued
 * invoice is open, paid, overdue or void. The invoice service and the admin's preview both call these.
 */
import { z } from 'zod';
import { adminMessages } from './admin-messages';
import { ROW_ID_MAX } from './constants';
import type { CustomerTaxClass } from './customer';
import { addDays } from './quotation';
import { invoiceTaxLines, type InvoiceTaxLines } from './invoice-tax';
import type { OrderItemKind } from './order';
import { wholeInWords } from './quotation-totals';

/**
 * 112050n → "One thousand one hundred twenty pesos and 50/100": the words a Philippine invoice or check prints,
 * centavos as a fraction of a hundred (00/100 too, so nothing can be written after the words).
 */
export function invoiceAmountInWords(centavos: bigint): string {
  const pesos = centavos / 100n;
  const cents = String(centavos % 100n).padStart(2, '0');
  const words = wholeInWords(pesos).toLowerCase();
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return `${sentence} ${pesos === 1n ? 'peso' : 'pesos'} and ${cents}/100`;
}

export interface OrderLineToInvoice {
  orderItem: number;
  description: string;
  kind: OrderItemKind;
  unitPrice: bigint;
  quantity: number;
  /** Already on invoices that are not void. */
  invoiced: number;
}

/**
 * The VAT line an accepted quotation adds to its order when its prices exclude VAT: the one adjustment with a
 * positive price (discounts are negative). The invoice computes VAT itself from the buyer's tax class, so this
 * line is never invoiced; its presence says the order's prices exclude VAT.
 */
function isQuotedVat(line: Pick<OrderLineToInvoice, 'kind' | 'unitPrice'>): boolean {
  return line.kind === 'adjustment' && line.unitPrice > 0n;
}

/** An order's lines that can still go on an invoice, with how many units of each are left. */
export function linesLeftToInvoice(
  lines: readonly OrderLineToInvoice[],
): Array<OrderLineToInvoice & { left: number }> {
  return lines
    .filter((line) => !isQuotedVat(line))
    .map((line) => ({ ...line, left: Math.max(line.quantity - line.invoiced, 0) }))
    .filter((line) => line.left > 0);
}

/** Shelf prices include VAT as the shop's setting says, unless the order was quoted without VAT. */
function orderPricesIncludeVat(
  lines: readonly Pick<OrderLineToInvoice, 'kind' | 'unitPrice'>[],
  shopPricesIncludeVat: boolean,
): boolean {
  return shopPricesIncludeVat && !lines.some(isQuotedVat);
}

interface InvoiceLineDraft {
  orderItem: number;
  description: string;
  quantity: number;
  unitPrice: bigint;
  amount: bigint;
}

export type InvoiceDraftProblem =
  | { kind: 'unknown-line'; orderItem: number }
  | { kind: 'too-many'; orderItem: number; left: number }
  | { kind: 'nothing' }
  | { kind: 'not-positive' };

export interface InvoiceDraftInput {
  lines: readonly OrderLineToInvoice[];
  /** The units to invoice per order line; null invoices everything left. */
  picks: ReadonlyArray<{ orderItem: number; quantity: number }> | null;
  shopPricesIncludeVat: boolean;
  taxClass: CustomerTaxClass;
  withholdingPercent: number;
}

export type InvoiceDraft =
  | { ok: true; lines: InvoiceLineDraft[]; pricesIncludeVat: boolean; tax: InvoiceTaxLines }
  | { ok: false; problems: InvoiceDraftProblem[] };

/**
 * The invoice an order's lines make: each picked line at the order's price, and the tax lines of their sum. A
 * discount line of an accepted quotation is invoiced like any line (negative), so invoicing everything gives the
 * order's total to the centavo.
 */
export function draftInvoice(input: InvoiceDraftInput): InvoiceDraft {
  const left = linesLeftToInvoice(input.lines);
  const byItem = new Map(left.map((line) => [line.orderItem, line]));
  const problems: InvoiceDraftProblem[] = [];
  const picks = input.picks ?? left.map((line) => ({ orderItem: line.orderItem, quantity: line.left }));
  const wanted = new Map<number, number>();
  for (const pick of picks) {
    if (pick.quantity === 0) continue;
    const total = (wanted.get(pick.orderItem) ?? 0) + pick.quantity;
    wanted.set(pick.orderItem, total);
  }
  const lines: InvoiceLineDraft[] = [];
  for (const [orderItem, quantity] of wanted) {
    const line = byItem.get(orderItem);
    if (!line) {
      const ordered = input.lines.find((candidate) => candidate.orderItem === orderItem);
      problems.push(
        ordered && !isQuotedVat(ordered)
          ? { kind: 'too-many', orderItem, left: 0 }
          : { kind: 'unknown-line', orderItem },
      );
      continue;
    }
    if (quantity > line.left) {
      problems.push({ kind: 'too-many', orderItem, left: line.left });
      continue;
    }
    lines.push({
      orderItem,
      description: line.description,
      quantity,
      unitPrice: line.unitPrice,
      amount: line.unitPrice * BigInt(quantity),
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (lines.length === 0) return { ok: false, problems: [{ kind: 'nothing' }] };
  const amount = lines.reduce((sum, line) => sum + line.amount, 0n);
  if (amount <= 0n) return { ok: false, problems: [{ kind: 'not-positive' }] };
  const pricesIncludeVat = orderPricesIncludeVat(input.lines, input.shopPricesIncludeVat);
  const ordered = new Map(input.lines.map((line, index) => [line.orderItem, index]));
  lines.sort((a, b) => ordered.get(a.orderItem)! - ordered.get(b.orderItem)!);
  return {
    ok: true,
    lines,
    pricesIncludeVat,
    tax: invoiceTaxLines({
      amount,
      pricesIncludeVat,
      taxClass: input.taxClass,
      withholdingPercent: input.withholdingPercent,
    }),
  };
}

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Void first; then paid once nothing is left; overdue from the day after it fell due. */
export function invoiceStatus(invoice: {
  voided: boolean;
  balance: bigint;
  dueOn: string;
  today: string;
}): InvoiceStatus {
  if (invoice.voided) return 'void';
  if (invoice.balance <= 0n) return 'paid';
  return invoice.dueOn < invoice.today ? 'overdue' : 'open';
}

const DAY_ERROR = 'Enter a date as YYYY-MM-DD.';
const day = z
  .string({ error: DAY_ERROR })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_ERROR })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value, {
    error: DAY_ERROR,
  });
const id = (error: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(ROW_ID_MAX, { error });
const QUANTITY_ERROR = 'Enter a whole number from 0 to 100000.';

export const invoiceCreateSchema = z.object({
  order: id('Choose an order.'),
  /** Today in Manila when absent. */
  issued_on: day.optional(),
  /** The units to invoice per order line; absent: everything not yet invoiced. */
  lines: z
    .array(
      z.object({
        order_item: id('Choose a line of the order.'),
        quantity: z
          .number({ error: QUANTITY_ERROR })
          .int({ error: QUANTITY_ERROR })
          .min(0, { error: QUANTITY_ERROR })
          .max(100_000, { error: QUANTITY_ERROR }),
      }),
    )
    .max(500)
    .optional(),
});
export type InvoiceCreate = z.infer<typeof invoiceCreateSchema>;

export const invoiceVoidSchema = z.object({
  reason: z
    .string({ error: adminMessages.invoice.voidReasonRequired })
    .trim()
    .min(1, { error: adminMessages.invoice.voidReasonRequired })
    .max(500, { error: 'Ensure this field has no more than 500 characters.' }),
});

export const invoiceCertificateSchema = z.object({
  /** The day the buyer's BIR Form 2307 arrived; null when it has not (or was recorded by mistake). */
  received_on: day.nullable(),
});

const SERIES_NUMBER_ERROR = 'Enter a whole number from 1 to 999999999.';
const seriesNumber = z
  .number({ error: SERIES_NUMBER_ERROR })
  .int({ error: SERIES_NUMBER_ERROR })
  .min(1, { error: SERIES_NUMBER_ERROR })
  .max(999_999_999, { error: SERIES_NUMBER_ERROR });
const prefix = z
  .string({ error: 'Enter a prefix (it may be blank).' })
  .trim()
  .max(20, { error: 'Ensure this field has no more than 20 characters.' })
  .regex(/^[A-Za-z0-9 -]*$/, { error: 'Use letters, digits, spaces and dashes only.' });

/** The registered invoice series as the owner reads it off the BIR's authority to print, and the DR prefix. */
export const documentSeriesUpdateSchema = z.object({
  invoice: z.object({ prefix, next: seriesNumber, end: seriesNumber }),
  delivery_receipt: z.object({ prefix }),
});
export type DocumentSeriesUpdate = z.infer<typeof documentSeriesUpdateSchema>;
