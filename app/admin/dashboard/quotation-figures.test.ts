import { describe, expect, it } from 'vitest';
import { conversionText } from './quotation-figures';

describe('conversionText', () => {
  it('shows the rate with at most one decimal, and a dash when nothing has been decided', () => {
    expect(conversionText(33.3)).toBe('33.3%');
    expect(conversionText(100)).toBe('100%');
    expect(conversionText(null)).toBe('—');
  });
});
