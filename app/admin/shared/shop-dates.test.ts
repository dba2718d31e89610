import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderDateTime, fullReceived } from './shop-dates';

describe('dates in Manila', () => {
  it('shows the Manila calendar day, even when UTC is still on the previous day', () => {
    expect(formatOrderDate('2026-11-21T17:30:00.000Z')).toBe('Nov 22, 2026');
    expect(formatOrderDateTime('2026-11-21T17:30:00.000Z')).toMatch(/^Nov 22, 2026.*1:30\s?AM$/);
  });

  it('shows a dash for missing or broken dates', () => {
    expect(formatOrderDate(null)).toBe('—');
    expect(formatOrderDate('not a date')).toBe('—');
    expect(formatOrderDateTime(undefined)).toBe('—');
  });

  it('spells out the full date and time with the weekday, and tolerates garbage', () => {
    // 08:00 UTC is 4:00 PM in Manila (UTC+8, no daylight saving).
    expect(fullReceived('2026-11-22T08:00:00.000Z')).toMatch(/^Sun, Nov 22, 2026,? 4:00\s?PM$/);
    expect(fullReceived('not a date')).toBe('');
  });
});
