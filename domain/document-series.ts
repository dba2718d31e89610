/**
 * Numbered documents printed from a registered series (sales invoices) or the shop's own (delivery receipts).
 * The owner sets a prefix, the next number and the last number of the series as the BIR registered it; numbers
 * are drawn under a lock, one at a time, never reused, and the series refuses to go past its end.
 */

export interface DocumentSeries {
  prefix: string;
  /** The number the next document takes. */
  next: number;
  /** The last number the registered series allows; null for a series without an end (delivery receipts). */
  end: number | null;
  /** Digits printed, zero-padded: 6 prints 42 as 000042. */
  width: number;
}

export function formatDocumentNumber(
  series: Pick<DocumentSeries, 'prefix' | 'width'>,
  number: number,
): string {
  return `${series.prefix}${String(number).padStart(series.width, '0')}`;
}

/** How many numbers are left; null for a series without an end. */
export function numbersLeft(series: DocumentSeries): number | null {
  return series.end === null ? null : Math.max(series.end - series.next + 1, 0);
}

export type DrawResult = { ok: true; number: string; series: DocumentSeries } | { ok: false; end: number };

/** Takes the next number; the caller stores the returned series in the same transaction that holds the lock. */
export function drawNumber(series: DocumentSeries): DrawResult {
  if (series.end !== null && series.next > series.end) return { ok: false, end: series.end };
  return {
    ok: true,
    number: formatDocumentNumber(series, series.next),
    series: { ...series, next: series.next + 1 },
  };
}
