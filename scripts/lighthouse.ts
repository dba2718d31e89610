/**
 * The phone benchmark of issue 8: builds nothing itself (npm run lighthouse builds first), starts the
 * production server on the demo catalogue, audits the public pages with Lighthouse's default mobile
 * emulation in Debian's Chromium, three runs each, and fails unless the median of every page meets the bar.
 * Timings depend on the machine: on a shared one, run it when the machine is quiet.
 *
 * Usage: npm run lighthouse   (LIGHTHOUSE_PORT, default 3391; LIGHTHOUSE_RUNS, default 3; CHROME_PATH)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPages, startProductionServer } from './lib/production-server';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const AUDITED = new Set(['home', 'products', 'category', 'product', 'search']);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const BAR = {
  performance: 0.97,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 50,
  scriptBytes: 80 * 1024,
  categoryHtmlBytes: 25 * 1024,
};

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  htmlBytes: number;
}

/** Lighthouse now and then loses its own trace (`NO_NAVSTART`); that run is taken again, not counted. */
const TRACE_RETRIES = 2;

async function lighthouseJson(args: string[]): Promise<string> {
  const bin = path.resolve('node_modules/.bin/lighthouse');
  for (let attempt = 0; ; attempt++) {
    try {
      const { stdout } = await run(bin, args, {
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      });
      return stdout;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= TRACE_RETRIES || !/Runtime error encountered/.test(stderr)) throw error;
      process.stdout.write(`  Lighthouse failed to record the page (${stderr.trim()}); running it again\n`);
    }
  }
}

async function audit(url: string): Promise<Result> {
  const stdout = await lighthouseJson([
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
  ]);
  const report = JSON.parse(stdout) as Report;
  const score = (id: string) => report.categories[id]?.score ?? 0;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = (type: string) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    scriptBytes: bytes('Script'),
    htmlBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function failures(name: string, result: Result): string[] {
  const problems: string[] = [];
  if (result.performance < BAR.performance) problems.push(`performance ${result.performance}`);
  if (result.accessibility < BAR.accessibility) problems.push(`accessibility ${result.accessibility}`);
  if (result.bestPractices < BAR.bestPractices) problems.push(`best practices ${result.bestPractices}`);
  // The search page is noindex on purpose, which Lighthouse's SEO score counts against it.
  if (name !== 'search' && result.seo < BAR.seo) problems.push(`SEO ${result.seo}`);
  if (result.lcpMs > BAR.lcpMs) problems.push(`LCP ${Math.round(result.lcpMs)} ms`);
  if (result.cls > BAR.cls) problems.push(`CLS ${result.cls.toFixed(3)}`);
  if (result.tbtMs > BAR.tbtMs) problems.push(`TBT ${Math.round(result.tbtMs)} ms`);
  if (result.scriptBytes > BAR.scriptBytes)
    problems.push(`${(result.scriptBytes / 1024).toFixed(1)} KB of script`);
  if (name === 'category' && result.htmlBytes > BAR.categoryHtmlBytes) {
    problems.push(`HTML ${(result.htmlBytes / 1024).toFixed(1)} KB`);
  }
  return problems;
}

async function main(): Promise<void> {
  const server = await startProductionServer(Number(process.env.LIGHTHOUSE_PORT ?? 3391));
  const rows: Record<string, string | number>[] = [];
  const problems: string[] = [];
  try {
    const pages = (await publicPages(server.url)).filter((page) => AUDITED.has(page.name));
    for (const { name, path: pagePath } of pages) {
      const runs: Result[] = [];
      for (let index = 0; index < RUNS; index++) {
        const result = await audit(`${server.url}${pagePath}`);
        runs.push(result);
        process.stderr.write(
          `${pagePath} run ${index + 1}: performance ${result.performance}, TBT ${Math.round(result.tbtMs)} ms\n`,
        );
      }
      const result = Object.fromEntries(
        Object.keys(runs[0]!).map((key) => [key, median(runs.map((item) => item[key as keyof Result]))]),
      ) as unknown as Result;
      const failed = failures(name, result);
      problems.push(...failed.map((problem) => `${pagePath}: ${problem}`));
      rows.push({
        page: pagePath,
        performance: result.performance,
        a11y: result.accessibility,
        'best pr.': result.bestPractices,
        seo: result.seo,
        'LCP ms': Math.round(result.lcpMs),
        CLS: Number(result.cls.toFixed(3)),
        'TBT ms': Math.round(result.tbtMs),
        'script KB': Number((result.scriptBytes / 1024).toFixed(1)),
        'HTML KB': Number((result.htmlBytes / 1024).toFixed(1)),
        'TBT runs': runs.map((item) => Math.round(item.tbtMs)).join('/'),
        status: failed.length ? 'FAIL' : 'ok',
      });
    }
  } finally {
    await server.stop();
  }
  console.log(`Lighthouse, default mobile emulation, median of ${RUNS} runs:`);
  console.table(rows);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('Every page meets the bar.');
}

await main();
