import { describe, expect, it } from 'vitest';
import { formatShopDay, formatShopInstant } from './dates';

describe('shop dates', () => {
  it('writes a calendar day in words, the same day whatever the server zone', () => {
    expect(formatShopDay('2026-12-11')).toBe('December 11, 2026');
    expect(formatShopDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('writes an instant as its Manila day', () => {
    // 20:30 UTC on the 10th is already the 11th in Manila (UTC+8).
    expect(formatShopInstant(new Date('2026-12-10T20:30:00Z'))).toBe('December 11, 2026');
  });
});
