import { describe, expect, it } from 'vitest';
import { isQuotationStatus, orderNumber } from './labels';

describe('labels', () => {
  it('pads order numbers', () => {
    expect(orderNumber(42)).toBe('#0042');
  });

  it('accepts only known quotation statuses', () => {
    expect(isQuotationStatus('expired')).toBe(true);
    expect(isQuotationStatus('lost')).toBe(false);
    expect(isQuotationStatus(null)).toBe(false);
  });
});
