/**
 * The load mode of the benchmark (`npm run bench -- --load`): autocannon keeps `connections` requests in
 * flight against one address for `seconds`, one address after the other, and the server's memory is read
 * from /proc between them. The throughput figures of issue 9's table come from here.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { summarize, type Measurement } from './stats';

export interface LoadTarget {
  name: string;
  url: string;
  /**
   * Many addresses instead of one (the `--mix` mode): each request takes the next of these, so caches see what
   * visitors and crawlers send rather than one address again and again, each from its visitor's address (the
   * server believes X-Forwarded-For there). `url` is then the first of them.
   */
  visits?: readonly Visit[];
}

export interface Visit {
  path: string;
  client: string;
}

/** What a browser sends: every one asks for brotli or gzip; `none` measures the plain answers. */
export type Encoding = 'none' | 'br';

/**
 * Where a run over many addresses has got to: a run in slices (`--against`) goes on with the next address
 * instead of starting the list again, so every slice still meets the cold path.
 */
export interface VisitCursor {
  next: number;
}

/** One address under load; every answer must be a 200 (a 304 or an error page would time something else). */
export async function loadAddress(
  base: string,
  target: LoadTarget,
  connections: number,
  seconds: number,
  encoding: Encoding = 'none',
): Promise<Measurement> {
  const samples = await loadSamples(base, target, connections, seconds, encoding);
  return {
    name: `concurrent ${target.name}`,
    summary: summarize(samples),
    rps: samples.length / seconds,
  };
}

/** Every response time of one run under load, in ms. */
export async function loadSamples(
  base: string,
  target: LoadTarget,
  connections: number,
  seconds: number,
  encoding: Encoding,
  cursor: VisitCursor = { next: 0 },
): Promise<number[]> {
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${base}${target.url}`,
        connections,
        duration: seconds,
        // An embedded-database page can queue for seconds behind nine others; a slow answer is still timed.
        timeout: 60,
        headers: {
          accept: target.url.startsWith('/api/') ? 'application/json' : 'text/html',
          ...(encoding === 'br' ? { 'accept-encoding': 'br, gzip' } : {}),
        },
        ...(target.visits ? { requests: [{ setupRequest: nextVisit(target.visits, cursor) }] } : {}),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  // autocannon's own summary has p90 and p97.5 but no p95: every response time is kept instead.
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await finished;
  const failed = [...statuses].filter(([status]) => status !== 200);
  if (failed.length > 0 || result.errors > 0 || result.timeouts > 0) {
    const answers = failed.map(([status, times]) => `${times}× ${status}`).join(', ');
    throw new Error(
      `GET ${target.url} under load: ${answers || 'no other status'}, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  }
  if (samples.length === 0) throw new Error(`GET ${target.url} under load: no answer within ${seconds} s.`);
  return samples;
}

/** Hands out the visits in their (seeded, so repeatable) order, round and round, with the headers each wants. */
function nextVisit(visits: readonly Visit[], cursor: VisitCursor) {
  return (request: autocannon.Request): autocannon.Request => {
    const { path, client } = visits[cursor.next++ % visits.length]!;
    return {
      ...request,
      path,
      headers: {
        ...request.headers,
        accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
        'x-forwarded-for': client,
      },
    };
  };
}

/** The CPU time a process has used so far, all its threads, in ms (from /proc/<pid>/stat). Null off Linux. */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A figure of /proc/<pid>/status in MB: VmRSS (resident now) or VmHWM (the peak so far). Null off Linux. */
export function processMemoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** A memory reading as a measurement, so it is checked against its budget's `mb` like the export's peak. */
export function memoryMeasurement(name: string, mb: number | null): Measurement {
  return { name, summary: { runs: 1, median: 0, p95: 0 }, mb };
}
