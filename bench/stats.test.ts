import { describe, expect, it } from 'vitest';
import { checkBudgets, formatTable, percentile, summarize, type Budgets, type Measurement } from './stats';

describe('percentile', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([10, 20, 30, 40, 50], 100)).toBe(50);
    expect(percentile([10, 20, 30, 40, 50], 0)).toBe(10);
  });

  it('does not depend on the order of the samples or change them', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 50)).toBe(3);
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it('gives the only sample for any percentile', () => {
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses no samples and percentiles out of range', () => {
    expect(() => percentile([], 50)).toThrow(/no samples/);
    expect(() => percentile([1], 101)).toThrow(/between 0 and 100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/between 0 and 100/);
  });
});

describe('summarize', () => {
  it('reports runs, median and p95', () => {
    const samples = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(summarize(samples)).toEqual({ runs: 20, median: 10.5, p95: 19.05 });
  });
});

const timed = (name: string, median: number, p95: number, extra: Partial<Measurement> = {}): Measurement => ({
  name,
  summary: { runs: 10, median, p95 },
  ...extra,
});

const budgets: Budgets = {
  pglite: {
    home: { p95: 300 },
    export: { seconds: 20, mb: 900 },
    load: { p95: 500, rps: 10 },
  },
  postgres: { home: { p95: 100 } },
};

describe('checkBudgets', () => {
  it('passes a p95 at the budget and fails one over it, for the engine given', () => {
    const [atBudget] = checkBudgets([timed('home', 120, 300)], budgets, 'pglite');
    expect(atBudget).toMatchObject({ ok: true, budget: 'p95 ≤ 300 ms', broken: [] });
    const [over] = checkBudgets([timed('home', 120, 300)], budgets, 'postgres');
    expect(over).toMatchObject({ ok: false, budget: 'p95 ≤ 100 ms', broken: ['p95 300 ms > 100 ms'] });
  });

  it('checks the export in seconds and megabytes', () => {
    const [fine] = checkBudgets([timed('export', 9000, 9500, { mb: 600 })], budgets, 'pglite');
    expect(fine).toMatchObject({ ok: true, budget: '≤ 20 s, ≤ 900 MB' });
    const [slow] = checkBudgets([timed('export', 21_000, 25_000, { mb: 950 })], budgets, 'pglite');
    expect(slow?.broken).toEqual(['25.0 s > 20 s', '950 MB > 900 MB']);
  });

  it('reports an unknown memory figure without failing on it', () => {
    const [unknown] = checkBudgets([timed('export', 9000, 9500, { mb: null })], budgets, 'pglite');
    expect(unknown?.ok).toBe(true);
  });

  it('fails throughput under the floor', () => {
    const [slow] = checkBudgets([timed('load', 100, 200, { rps: 8 })], budgets, 'pglite');
    expect(slow?.broken).toEqual(['8.0 req/s < 10 req/s']);
    const [fast] = checkBudgets([timed('load', 100, 200, { rps: 40 })], budgets, 'pglite');
    expect(fast?.ok).toBe(true);
  });

  it('fails a measurement that has no budget, so none goes unchecked', () => {
    const [missing] = checkBudgets([timed('new page', 1, 1)], budgets, 'postgres');
    expect(missing).toMatchObject({ ok: false, broken: ['no budget for postgres'] });
  });
});

describe('formatTable', () => {
  it('pads every column to its widest cell', () => {
    expect(
      formatTable(
        ['name', 'ms'],
        [
          ['home', '12.5'],
          ['category deep page', '140'],
        ],
      ),
    ).toBe(
      [
        'name                ms',
        '------------------  ----',
        'home                12.5',
        'category deep page  140',
      ].join('\n'),
    );
  });
});
