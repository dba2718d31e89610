/**
 * A quotation's arithmetic, in integer centavos (bigint, so a large quote times a percentage never loses a
 * centavo to binary floats). The server stores what this computes and the admin editor shows the same figures
 * live, so both sides import this one module.
 *
 * The rounding rule, the only one in the shop's quotations: every division rounds to the nearest centavo,
 * halves away from zero (`roundDiv`). Percentages are carried in hundredths of a percent (12.5 % → 1250).
 */

/** VAT in the Philippines: 12 %. */
export const VAT_RATE_PERCENT = 12;
const VAT_BASIS = BigInt(VAT_RATE_PERCENT) * 100n;
const WHOLE = 10_000n;

/** a ÷ b rounded to the nearest whole, halves away from zero; b > 0. */
export function roundDiv(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const absolute = a < 0n ? -a : a;
  return sign * ((absolute * 2n + b) / (b * 2n));
}

/** "12.5" → 1250 (hundredths of a percent); percentages arrive as validated decimal strings. */
export function percentToBasis(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** "1234.5" → 123450n. */
export function pesosToCentavos(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const negative = whole.startsWith('-');
  const value = BigInt(whole.replace('-', '') || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -value : value;
}

/** 123450n → "1234.50", the API's and the database's two-decimal form. */
export function centavosToPesos(centavos: bigint): string {
  const sign = centavos < 0n ? '-' : '';
  const absolute = centavos < 0n ? -centavos : centavos;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** A discount is either an amount or a percentage, never both. */
export interface Discount {
  amount: bigint;
  /** Hundredths of a percent. */
  percentBasis: bigint;
}

interface TotalsLineInput {
  unitPrice: bigint;
  quantity: number;
  /** Off the whole line (not per unit). */
  discount: Discount;
}

export interface TotalsInput {
  lines: TotalsLineInput[];
  /** Off the sum of the lines. */
  discount: Discount;
  /** The shop's setting when the quotation was made: shelf prices include VAT (the default) or not. */
  pricesIncludeVat: boolean;
}

interface LineTotals {
  gross: bigint;
  discount: bigint;
  net: bigint;
}

export interface Totals {
  lines: LineTotals[];
  /** The lines after their own discounts. */
  linesTotal: bigint;
  /** The overall discount. */
  discount: bigint;
  /** VATable sales: the amount before VAT. */
  subtotal: bigint;
  vat: bigint;
  /** What the customer pays. */
  total: bigint;
}

/** A discount never takes more than what it applies to. */
function discountOf(base: bigint, discount: Discount): bigint {
  const off = discount.percentBasis > 0n ? roundDiv(base * discount.percentBasis, WHOLE) : discount.amount;
  return off > base ? base : off;
}

export function computeTotals(input: TotalsInput): Totals {
  const lines = input.lines.map((line) => {
    const gross = line.unitPrice * BigInt(line.quantity);
    const discount = discountOf(gross, line.discount);
    return { gross, discount, net: gross - discount };
  });
  const linesTotal = lines.reduce((sum, line) => sum + line.net, 0n);
  const discount = discountOf(linesTotal, input.discount);
  const amount = linesTotal - discount;
  if (input.pricesIncludeVat) {
    const vat = roundDiv(amount * VAT_BASIS, WHOLE + VAT_BASIS);
    return { lines, linesTotal, discount, subtotal: amount - vat, vat, total: amount };
  }
  const vat = roundDiv(amount * VAT_BASIS, WHOLE);
  return { lines, linesTotal, discount, subtotal: amount, vat, total: amount + vat };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest >= 20)
    parts.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]!);
  else if (rest > 0) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** 1120n → "One Thousand One Hundred Twenty": the whole number in words, each word capitalised. */
export function wholeInWords(n: bigint): string {
  if (n === 0n) return 'Zero';
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0n; scale += 1, rest /= 1000n) {
    const group = Number(rest % 1000n);
    if (group > 0) groups.unshift([belowThousand(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

/** 224050n → "Two Thousand Two Hundred Forty Pesos and Fifty Centavos Only", as cheques and quotes spell it. */
export function amountInWords(centavos: bigint): string {
  const pesos = centavos / 100n;
  const cents = centavos % 100n;
  const pesoText = `${wholeInWords(pesos)} ${pesos === 1n ? 'Peso' : 'Pesos'}`;
  if (cents === 0n) return `${pesoText} Only`;
  return `${pesoText} and ${wholeInWords(cents)} ${cents === 1n ? 'Centavo' : 'Centavos'} Only`;
}
