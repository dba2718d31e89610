import { describe, expect, it } from 'vitest';
import { isSerialFormat, normalizeSerial, serialProblems, warrantyEnds } from './serials';

describe('serial numbers at the packing table', () => {
  it('keeps one form of what a scanner or a hand typed', () => {
    expect(normalizeSerial('  5cg1234xyz\t')).toBe('5CG1234XYZ');
    expect(normalizeSerial('sn-1a2b/07')).toBe('SN-1A2B/07');
  });

  it('accepts one serial per unit in a maker’s format', () => {
    expect(serialProblems(['5CG1234XYZ', 'pf3abc12', 'SN-0001.A'], 3, new Set())).toEqual([]);
  });

  it('refuses unknown formats, a serial twice, one already delivered, and the wrong count', () => {
    expect(
      serialProblems(['AB', 'HELLO WORLD', '5CG1', '5cg1', 'SOLD-0001'], 6, new Set(['SOLD-0001'])),
    ).toEqual([
      { kind: 'format', serial: 'AB', index: 0 },
      { kind: 'format', serial: 'HELLO WORLD', index: 1 },
      { kind: 'repeated', serial: '5CG1', index: 3 },
      { kind: 'already-shipped', serial: 'SOLD-0001', index: 4 },
      { kind: 'count', expected: 6, given: 5 },
    ]);
    expect(serialProblems(['X'.repeat(41)], 1, new Set())).toEqual([
      { kind: 'format', serial: 'X'.repeat(41), index: 0 },
    ]);
    expect(isSerialFormat(' 5cg1234xyz ')).toBe(true);
    expect(isSerialFormat('HELLO WORLD')).toBe(false);
  });
});

describe('warranty end', () => {
  it.each([
    ['2026-11-26', 12, '2027-11-26'],
    ['2026-11-26', 36, '2029-11-26'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-11-26', 0, '2026-11-26'],
  ])('delivered %s with %i months ends %s', (delivered, months, ends) => {
    expect(warrantyEnds(delivered, months)).toBe(ends);
  });
});
