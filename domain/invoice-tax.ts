/**
 * The tax lines a VAT-registered seller prints on a sales invoice, in integer centavos, from the amount sold and
 * the buyer's tax class. The invoice service, the invoice PDF and the admin's live figures call this one function.
 *
 * The rules (NIRC as amended by TRAIN; the owner stays responsible for the registered series):
 * - A VAT-registered or a government buyer pays 12 % VAT. Shelf prices normally include it, so 1,120.00 splits
 *   into VATable sales 1,000.00 and VAT 120.00; without VAT in the prices, VAT is added on top.
 * - A zero-rated buyer (PEZA-registered, export) and a VAT-exempt buyer pay no VAT: the amount sold is printed as
 *   zero-rated or VAT-exempt sales as it stands (1,120.00 → 1,120.00 zero-rated, VAT 0.00).
 * - A buyer that withholds deducts its creditable withholding tax (1 % on goods, 2 % on services) from the net of
 *   VAT; a government buyer also withholds a 5 % final VAT on the VATable sales.
 * Every division rounds to the nearest centavo, halves away from zero, as quotations do.
 */
import type { CustomerTaxClass } from './customer';
import { roundDiv, VAT_RATE_PERCENT } from './quotation-totals';

const WHOLE_BASIS = 10_000n;
const VAT_BASIS = BigInt(VAT_RATE_PERCENT) * 100n;
/** The final VAT a government office withholds on what it buys: 5 % of the VATable sales. */
const GOVERNMENT_FINAL_VAT_PERCENT = 5;

export interface InvoiceTaxInput {
  /** What was sold after every discount, as the shelf prices read (with VAT when `pricesIncludeVat`). */
  amount: bigint;
  pricesIncludeVat: boolean;
  taxClass: CustomerTaxClass;
  /** The buyer's creditable withholding rate in percent: 0, 1 (goods) or 2 (services). */
  withholdingPercent: number;
}

export interface InvoiceTaxLines {
  vatableSales: bigint;
  vatExemptSales: bigint;
  zeroRatedSales: bigint;
  vat: bigint;
  /** The sum of the three kinds of sales and the VAT: the invoice's total. */
  totalSales: bigint;
  /** Creditable withholding tax (BIR Form 2307), on the net of VAT. */
  withholdingTax: bigint;
  /** Government buyers only. */
  finalVatWithheld: bigint;
  /** What the buyer actually pays: the total less everything it withholds. */
  amountDue: bigint;
}

function percentOf(amount: bigint, percent: number): bigint {
  return roundDiv(amount * BigInt(Math.round(percent * 100)), WHOLE_BASIS);
}

function salesAndVat(
  input: InvoiceTaxInput,
): Pick<InvoiceTaxLines, 'vatableSales' | 'vatExemptSales' | 'zeroRatedSales' | 'vat'> {
  const none = { vatableSales: 0n, vatExemptSales: 0n, zeroRatedSales: 0n, vat: 0n };
  switch (input.taxClass) {
    case 'zero_rated':
      return { ...none, zeroRatedSales: input.amount };
    case 'vat_exempt':
      return { ...none, vatExemptSales: input.amount };
    case 'vat':
    case 'government': {
      if (!input.pricesIncludeVat) {
        return { ...none, vatableSales: input.amount, vat: roundDiv(input.amount * VAT_BASIS, WHOLE_BASIS) };
      }
      const vat = roundDiv(input.amount * VAT_BASIS, WHOLE_BASIS + VAT_BASIS);
      return { ...none, vatableSales: input.amount - vat, vat };
    }
  }
}

export function invoiceTaxLines(input: InvoiceTaxInput): InvoiceTaxLines {
  const sales = salesAndVat(input);
  const netOfVat = sales.vatableSales + sales.vatExemptSales + sales.zeroRatedSales;
  const totalSales = netOfVat + sales.vat;
  const withholdingTax = percentOf(netOfVat, input.withholdingPercent);
  const finalVatWithheld =
    input.taxClass === 'government' ? percentOf(sales.vatableSales, GOVERNMENT_FINAL_VAT_PERCENT) : 0n;
  return {
    ...sales,
    totalSales,
    withholdingTax,
    finalVatWithheld,
    amountDue: totalSales - withholdingTax - finalVatWithheld,
  };
}
