import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  centavosToPesos,
  computeTotals,
  percentToBasis,
  pesosToCentavos,
  roundDiv,
  type Discount,
} from './quotation-totals';

const none: Discount = { amount: 0n, percentBasis: 0n };
const line = (price: string, quantity: number, discount: Discount = none) => ({
  unitPrice: pesosToCentavos(price),
  quantity,
  discount,
});
const pesos = (totals: ReturnType<typeof computeTotals>) => ({
  linesTotal: centavosToPesos(totals.linesTotal),
  discount: centavosToPesos(totals.discount),
  subtotal: centavosToPesos(totals.subtotal),
  vat: centavosToPesos(totals.vat),
  total: centavosToPesos(totals.total),
});

describe('the rounding rule', () => {
  it('rounds to the nearest centavo, halves away from zero', () => {
    expect(roundDiv(5n, 10n)).toBe(1n);
    expect(roundDiv(4n, 10n)).toBe(0n);
    expect(roundDiv(15n, 10n)).toBe(2n);
    expect(roundDiv(25n, 10n)).toBe(3n);
    expect(roundDiv(-15n, 10n)).toBe(-2n);
  });
});

describe('money and percentages as strings', () => {
  it('reads and writes two-decimal amounts', () => {
    expect(pesosToCentavos('1120')).toBe(112000n);
    expect(pesosToCentavos('0.5')).toBe(50n);
    expect(centavosToPesos(224000n)).toBe('2240.00');
    expect(centavosToPesos(5n)).toBe('0.05');
  });
  it('reads a percentage in hundredths', () => {
    expect(percentToBasis('12.5')).toBe(1250n);
    expect(percentToBasis('10')).toBe(1000n);
    expect(percentToBasis('0.05')).toBe(5n);
  });
});

describe('a quotation with prices including VAT (the default)', () => {
  it('takes the VAT out of the total: 2 × ₱1,120.00 is ₱2,240.00 with ₱240.00 VAT', () => {
    expect(
      pesos(computeTotals({ lines: [line('1120', 2)], discount: none, pricesIncludeVat: true })),
    ).toEqual({
      linesTotal: '2240.00',
      discount: '0.00',
      subtotal: '2000.00',
      vat: '240.00',
      total: '2240.00',
    });
  });

  it('rounds the VAT once, on the total, not per line', () => {
    // 3 × 0.99 = 2.97; VAT = 2.97 × 12 / 112 = 0.3182… → 0.32
    const totals = computeTotals({ lines: [line('0.99', 3)], discount: none, pricesIncludeVat: true });
    expect(pesos(totals)).toMatchObject({ vat: '0.32', subtotal: '2.65', total: '2.97' });
  });

  it('applies line discounts (amount or percent) and then the overall discount', () => {
    const totals = computeTotals({
      lines: [
        line('1000', 3, { amount: 0n, percentBasis: percentToBasis('10') }),
        line('500', 2, { amount: pesosToCentavos('100'), percentBasis: 0n }),
      ],
      discount: { amount: 0n, percentBasis: percentToBasis('5') },
      pricesIncludeVat: true,
    });
    expect(totals.lines.map((l) => centavosToPesos(l.net))).toEqual(['2700.00', '900.00']);
    // 3600 − 5 % = 3420; VAT = 3420 × 12 / 112 = 366.4285… → 366.43
    expect(pesos(totals)).toEqual({
      linesTotal: '3600.00',
      discount: '180.00',
      subtotal: '3053.57',
      vat: '366.43',
      total: '3420.00',
    });
  });

  it('never discounts below zero', () => {
    const totals = computeTotals({
      lines: [line('100', 1, { amount: pesosToCentavos('150'), percentBasis: 0n })],
      discount: { amount: pesosToCentavos('10'), percentBasis: 0n },
      pricesIncludeVat: true,
    });
    expect(pesos(totals)).toMatchObject({ linesTotal: '0.00', discount: '0.00', total: '0.00' });
  });

  it('rounds a percentage discount half away from zero', () => {
    // 12.5 % of 0.20 = 0.025 → 0.03
    const totals = computeTotals({
      lines: [line('0.10', 2, { amount: 0n, percentBasis: percentToBasis('12.5') })],
      discount: none,
      pricesIncludeVat: true,
    });
    expect(centavosToPesos(totals.lines[0]!.discount)).toBe('0.03');
  });
});

describe('a quotation with prices excluding VAT', () => {
  it('adds 12 % on top', () => {
    expect(
      pesos(computeTotals({ lines: [line('1000', 2)], discount: none, pricesIncludeVat: false })),
    ).toEqual({
      linesTotal: '2000.00',
      discount: '0.00',
      subtotal: '2000.00',
      vat: '240.00',
      total: '2240.00',
    });
  });

  it('rounds the VAT to the centavo', () => {
    // 0.99 × 12 % = 0.1188 → 0.12
    const totals = computeTotals({ lines: [line('0.99', 1)], discount: none, pricesIncludeVat: false });
    expect(pesos(totals)).toMatchObject({ vat: '0.12', total: '1.11' });
  });
});

describe('amounts in words', () => {
  it('spells pesos and centavos', () => {
    expect(amountInWords(224000n)).toBe('Two Thousand Two Hundred Forty Pesos Only');
    expect(amountInWords(100n)).toBe('One Peso Only');
    expect(amountInWords(123456789n)).toBe(
      'One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven Pesos and Eighty-Nine Centavos Only',
    );
    expect(amountInWords(1n)).toBe('Zero Pesos and One Centavo Only');
    expect(amountInWords(100000000000n)).toBe('One Billion Pesos Only');
  });
});
