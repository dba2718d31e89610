import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawNumber, formatDocumentNumber, numbersLeft, type DocumentSeries } from './document-series';

const invoices: DocumentSeries = { prefix: 'SI-', next: 1501, end: 2000, width: 6 };

describe('a registered series of document numbers', () => {
  it('prints the number as the series is registered', () => {
    expect(formatDocumentNumber(invoices, 1501)).toBe('SI-001501');
    expect(formatDocumentNumber({ prefix: 'DR', width: 0 }, 7)).toBe('DR7');
  });

  it('draws consecutive numbers up to its end, then refuses', () => {
    const last = { ...invoices, next: 2000 };
    const drawn = drawNumber(last);
    expect(drawn).toEqual({ ok: true, number: 'SI-002000', series: { ...last, next: 2001 } });
    if (!drawn.ok) throw new Error('unreachable');
    expect(drawNumber(drawn.series)).toEqual({ ok: false, end: 2000 });
    expect(numbersLeft(invoices)).toBe(500);
    expect(numbersLeft(drawn.series)).toBe(0);
    expect(numbersLeft({ ...invoices, end: null })).toBeNull();
  });

  it('gives every draw a new number with no gap between them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (start, count) => {
          let series: DocumentSeries = { prefix: 'DR-', next: start, end: null, width: 6 };
          const numbers: number[] = [];
          for (let i = 0; i < count; i += 1) {
            const drawn = drawNumber(series);
            if (!drawn.ok) throw new Error('a series without an end never runs out');
            numbers.push(series.next);
            series = drawn.series;
          }
          expect(numbers).toEqual(Array.from({ length: count }, (_, i) => start + i));
        },
      ),
    );
  });
});
