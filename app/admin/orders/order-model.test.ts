import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  canEditOrder,
  fromCentavos,
  inquiryProductNames,
  isOrderStatus,
  lineTotal,
  sumLines,
  toCentavos,
} from './order-model';

/** Order lines from [unit price, quantity] pairs. */
const lines = (...pairs: [string, number][]) =>
  pairs.map(([unit_price, quantity]) => ({ unit_price, quantity }));

describe('money', () => {
  it('adds decimal strings exactly', () => {
    expect(sumLines(lines(['0.10', 3], ['0.20', 1]))).toBe('0.50');
    expect(sumLines(lines(['45999.50', 2], ['1.05', 1]))).toBe('92000.05');
    expect(sumLines([])).toBe('0.00');
  });

  it('ignores lines without a valid quantity', () => {
    expect(sumLines(lines(['10.00', 0], ['10.00', 1.5]))).toBe('0.00');
    expect(lineTotal('12.34', 3)).toBe('37.02');
    expect(lineTotal('12.34', -1)).toBe('0.00');
  });

  it('converts between centavos and strings', () => {
    expect(toCentavos('19.99')).toBe(1999);
    expect(toCentavos('abc')).toBe(0);
    expect(fromCentavos(5)).toBe('0.05');
    expect(fromCentavos(-250)).toBe('-2.50');
  });
});

describe('order rules', () => {
  it('edits only pending orders and deletes pending or cancelled ones', () => {
    expect(canEditOrder('pending')).toBe(true);
    expect(canEditOrder('shipped')).toBe(false);
    expect(canDeleteOrder('cancelled')).toBe(true);
    expect(canDeleteOrder('delivered')).toBe(false);
  });

  it('recognises statuses', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });

  it('splits an inquiry product list', () => {
    expect(inquiryProductNames(' HP LaserJet, , Lenovo IdeaPad ')).toEqual(['HP LaserJet', 'Lenovo IdeaPad']);
  });
});
