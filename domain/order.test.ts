import { describe, expect, it } from 'vitest';
import { fromCentavos, orderInputSchema, sellingPrice, toCentavos } from './order';

describe('centavo arithmetic', () => {
  it('reads and writes two-decimal money strings exactly', () => {
    expect(toCentavos('1234.50')).toBe(123450n);
    expect(toCentavos('0.05')).toBe(5n);
    expect(toCentavos('7')).toBe(700n);
    // The largest line (price × quantity) times the most lines stays exact, well past Number's 2^53.
    expect(toCentavos('9999999999.99') * 100000n * 100n).toBe(9999999999990000000n);
    expect(fromCentavos(123450n)).toBe('1234.50');
    expect(fromCentavos(5n)).toBe('0.05');
    expect(fromCentavos(0n)).toBe('0.00');
    expect(fromCentavos(-250n)).toBe('-2.50');
    expect(fromCentavos(toCentavos('0.10') + toCentavos('0.20'))).toBe('0.30');
  });
});

describe('sellingPrice', () => {
  it('takes the discounted price only when it is below the price', () => {
    expect(sellingPrice('100.00', '80.00')).toBe('80.00');
    expect(sellingPrice('100.00', '100.00')).toBe('100.00');
    expect(sellingPrice('100.00', null)).toBe('100.00');
  });
});

describe('orderInputSchema', () => {
  it('trims text, accepts digit strings for ids and normalises prices', () => {
    const parsed = orderInputSchema.parse({
      customer_name: '  Ana  ',
      customer_email: null,
      items: [{ product: '7', quantity: '2', unit_price: '1,299.5' }],
    });
    expect(parsed).toEqual({
      customer_name: 'Ana',
      customer_email: '',
      customer_phone: '',
      customer_company: '',
      notes: '',
      delivery_address: '',
      po_number: '',
      items: [{ product: 7, quantity: 2, unit_price: '1299.50' }],
    });
  });
});
