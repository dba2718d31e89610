/**
 * Serial numbers as they are typed or scanned at the packing table, and the warranty they start. A scanner is a
 * keyboard, so what arrives may carry spaces, lower case or a stray prefix of whitespace; what is kept is one
 * canonical form, so "sn-1a2b" scanned today and "SN-1A2B" typed next year are the same unit.
 */

/** Letters, digits and the separators makers print (- / .), 3 to 40 characters, starting with a letter or digit. */
const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;

export function normalizeSerial(raw: string): string {
  return raw.trim().toUpperCase();
}

/** `index` is the serial's place in the list as given, so a screen marks the input it came from. */
export type SerialProblem =
  | { kind: 'format'; serial: string; index: number }
  | { kind: 'repeated'; serial: string; index: number }
  | { kind: 'already-shipped'; serial: string; index: number }
  | { kind: 'count'; expected: number; given: number };

/**
 * Everything wrong with the serials of one shipped line: one per unit, each in a known format, none twice,
 * none already delivered to someone (`shipped` holds the canonical serials the shop has on record).
 */
export function serialProblems(
  raw: readonly string[],
  expected: number,
  shipped: ReadonlySet<string>,
): SerialProblem[] {
  const problems: SerialProblem[] = [];
  const seen = new Set<string>();
  raw.map(normalizeSerial).forEach((serial, index) => {
    if (!SERIAL_PATTERN.test(serial)) problems.push({ kind: 'format', serial, index });
    else if (seen.has(serial)) problems.push({ kind: 'repeated', serial, index });
    else if (shipped.has(serial)) problems.push({ kind: 'already-shipped', serial, index });
    seen.add(serial);
  });
  if (raw.length !== expected) problems.push({ kind: 'count', expected, given: raw.length });
  return problems;
}

/**
 * The last day a warranty covers: delivered 2026-01-31 with 1 month's cover ends 2026-02-28, the last day of a
 * shorter month, as a calendar month is read on a warranty card.
 */
export function warrantyEnds(deliveredDay: string, months: number): string {
  const [year, month, day] = deliveredDay.split('-').map(Number);
  const targetMonth = month! - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year!, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year!, targetMonth, Math.min(day!, lastDayOfTarget))).toISOString().slice(0, 10);
}

/** Whether one typed serial could be a serial number at all (the public look-up's check). */
export const isSerialFormat = (raw: string) => SERIAL_PATTERN.test(normalizeSerial(raw));
