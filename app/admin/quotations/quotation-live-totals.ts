import { MONEY_PATTERN } from '~/domain/catalogue';
import { PERCENT_PATTERN } from '~/domain/quotation';
import {
  centavosToPesos,
  computeTotals,
  percentToBasis,
  pesosToCentavos,
  type Discount,
} from '~/domain/quotation-totals';
import type { DiscountKind, QuotationDraft } from './quotation-model';

const isMoney = (text: string) => MONEY_PATTERN.test(text.trim());
const isPercent = (text: string) => PERCENT_PATTERN.test(text.trim()) && Number(text) <= 100;

function discountValue(kind: DiscountKind, value: string): Discount {
  const text = value.trim();
  if (kind === 'percent') return { amount: 0n, percentBasis: isPercent(text) ? percentToBasis(text) : 0n };
  return { amount: isMoney(text) ? pesosToCentavos(text) : 0n, percentBasis: 0n };
}

const wholeQuantity = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : 0);

export interface LiveTotals {
  /** Each line's total after its discount, as the API writes money. */
  lines: string[];
  linesTotal: string;
  discount: string;
  subtotal: string;
  vat: string;
  total: string;
}

/**
 * The figures as the server will store them, from the same arithmetic (`domain/quotation-totals.ts`); a field
 * not yet a valid number counts as nothing until it is.
 */
export function liveTotals(draft: QuotationDraft, pricesIncludeVat: boolean): LiveTotals {
  const totals = computeTotals({
    lines: draft.lines.map((line) => ({
      unitPrice: isMoney(line.unitPrice) ? pesosToCentavos(line.unitPrice) : 0n,
      quantity: wholeQuantity(line.quantity),
      discount: discountValue(line.discountKind, line.discount),
    })),
    discount: discountValue(draft.discountKind, draft.discount),
    pricesIncludeVat,
  });
  return {
    lines: totals.lines.map((line) => centavosToPesos(line.net)),
    linesTotal: centavosToPesos(totals.linesTotal),
    discount: centavosToPesos(totals.discount),
    subtotal: centavosToPesos(totals.subtotal),
    vat: centavosToPesos(totals.vat),
    total: centavosToPesos(totals.total),
  };
}
