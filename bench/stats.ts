/** Pure helpers of the benchmark: summaries of timings, the budget check and the printed table. */

export type Engine = 'pglite' | 'postgres';

/** The p-th percentile (0–100) by linear interpolation between the closest ranks, as numpy's default does. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be between 0 and 100, not ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export interface Summary {
  runs: number;
  median: number;
  p95: number;
}

export function summarize(samples: readonly number[]): Summary {
  return { runs: samples.length, median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** A budget: the p95 in ms for timed requests; the export also has seconds and peak server memory in MB. */
export interface Budget {
  p95?: number;
  seconds?: number;
  mb?: number;
  /** Requests per second a concurrency run must at least reach. */
  rps?: number;
}

export type Budgets = Record<Engine, Record<string, Budget>>;

export interface Measurement {
  name: string;
  /** Milliseconds. */
  summary: Summary;
  /** Extra figures some measurements have: the export's peak RSS, a concurrency run's throughput. */
  mb?: number | null;
  rps?: number;
}

export interface Verdict {
  name: string;
  median: number;
  p95: number;
  /** What was compared, as printed: "p95 ≤ 300 ms", "≤ 20 s, ≤ 900 MB". */
  budget: string;
  ok: boolean;
  /** Why a row failed, one reason per broken limit. */
  broken: string[];
}

const format = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * Each measurement against its budget for the engine. A measurement without a budget fails, so a new
 * measurement cannot slip in unchecked; an unknown memory figure (no /proc) is reported, not failed.
 */
export function checkBudgets(
  measurements: readonly Measurement[],
  budgets: Budgets,
  engine: Engine,
): Verdict[] {
  return measurements.map(({ name, summary, mb, rps }) => {
    const budget = budgets[engine]?.[name];
    const broken: string[] = [];
    const limits: string[] = [];
    if (!budget) {
      broken.push(`no budget for ${engine}`);
    } else {
      if (budget.p95 !== undefined) {
        limits.push(`p95 ≤ ${budget.p95} ms`);
        if (summary.p95 > budget.p95) broken.push(`p95 ${format(summary.p95)} ms > ${budget.p95} ms`);
      }
      if (budget.seconds !== undefined) {
        limits.push(`≤ ${budget.seconds} s`);
        const seconds = summary.p95 / 1000;
        if (seconds > budget.seconds) broken.push(`${seconds.toFixed(1)} s > ${budget.seconds} s`);
      }
      if (budget.mb !== undefined) {
        limits.push(`≤ ${budget.mb} MB`);
        if (mb != null && mb > budget.mb) broken.push(`${Math.round(mb)} MB > ${budget.mb} MB`);
      }
      if (budget.rps !== undefined) {
        limits.push(`≥ ${budget.rps} req/s`);
        if (rps === undefined || rps < budget.rps)
          broken.push(`${rps === undefined ? 'no' : rps.toFixed(1)} req/s < ${budget.rps} req/s`);
      }
    }
    return {
      name,
      median: summary.median,
      p95: summary.p95,
      budget: limits.join(', ') || 'none',
      ok: broken.length === 0,
      broken,
    };
  });
}

/** A plain-text table with a header row, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The verdicts as the run prints them, with extra figures (memory, throughput) beside their row. */
export function verdictTable(verdicts: readonly Verdict[], measurements: readonly Measurement[]): string {
  const extras = new Map(
    measurements.map((m) => [
      m.name,
      [
        m.mb != null ? `${Math.round(m.mb)} MB peak` : '',
        m.rps !== undefined ? `${m.rps.toFixed(1)} req/s` : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]),
  );
  return formatTable(
    ['measurement', 'median ms', 'p95 ms', 'budget', 'ok', 'notes'],
    verdicts.map((v) => [
      v.name,
      format(v.median),
      format(v.p95),
      v.budget,
      v.ok ? 'ok' : 'OVER',
      [extras.get(v.name) ?? '', ...v.broken].filter(Boolean).join('; '),
    ]),
  );
}
