/**
 * The worst searches, cold (`npm run bench -- --search-worst`, issue 24): what anyone can type into the search
 * box or send to the API, each asked while nothing about it is cached, and what six clients sending such
 * searches without pause cost the pages everyone else is reading from the cache.
 */
import autocannon from 'autocannon';
import { percentile } from './stats';

/** Realistic inputs, grouped as the issue names them; the bench prints each group's worst. */
export const WORST_CASE_QUERIES: Record<string, string[]> = {
  'word with a number': ['laptop17', 'printer33', 'ink7', 'laptop23', 'headset5', 'paper80', 'cable2m'],
  'model number': ['L3210', 'G3010', '12A', 'M404', 'i5-12450h', 'DCP-T420W', 'SIP-T31P', '520BT', 'L14150'],
  'several words': [
    'router wifi 6',
    'laptop i5 16gb',
    'epson ecotank l3210 printer',
    'hp laserjet pro m404 toner',
    'lenovo thinkpad e14 i7 16gb 512gb ssd windows 11',
    'bond paper a4 80gsm',
  ],
  'no result': ['refrigerator', 'washing machine 7kg', 'xqzvw', 'zzzz9999', 'playstation 5 console'],
  'one or two letters': ['a', 'x', 'hp', 'i5', 'a4', '6', 'a b c d e f g h', 'hp 1 a'],
  typo: ['thnkpad', 'pritner', 'lenvo thinkpda', 'epsn ecotank', 'hedset', 'laptpo', 'wireles mouse'],
  broad: ['laptop', 'printer', 'paper', 'wireless'],
  noise: [
    noise(1, true),
    noise(2, false),
    '%_\\'.repeat(66) + 'xy',
    `${'laptop '.repeat(28)}x`.slice(0, 200),
  ],
};

/** 200 characters of letters and digits, with spaces between short runs or as one long token. */
function noise(seed: number, spaced: boolean): string {
  let state = seed * 2_654_435_761;
  let text = '';
  while (text.length < 200) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += (state % 36).toString(36);
    if (spaced && text.length % 6 === 5) text += ' ';
  }
  return text.slice(0, 200);
}

export interface SearchTiming {
  group: string;
  query: string;
  ms: number[];
}

/**
 * Each query `rounds` times over the JSON API, each time with another page size: the catalogue cache keys a
 * search by its page size, so every request is computed on the database, as a search nobody asked for
 * since the last catalogue change is. The timing is the whole answer, read to its last byte.
 */
export async function timeColdSearches(base: string, rounds: number): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = Object.entries(WORST_CASE_QUERIES).flatMap(([group, queries]) =>
    queries.map((query) => ({ group, query, ms: [] as number[] })),
  );
  for (let round = 0; round < rounds; round++) {
    for (const timing of timings) {
      const url = `${base}/api/products/?query=${encodeURIComponent(timing.query)}&page_size=${12 + round}`;
      const started = performance.now();
      // Each request from an address of its own: this measures the database work, not the allowance.
      const response = await fetch(url, {
        headers: { 'x-forwarded-for': `10.24.${round}.${timings.indexOf(timing)}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}.`);
      timing.ms.push(performance.now() - started);
    }
  }
  return timings;
}

export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export function spread(samples: readonly number[]): Spread {
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples) };
}

export interface UnderAttack {
  /** Requests per second of the cached page with nobody searching. */
  alone: number;
  /** The same while the searching clients run. */
  attacked: number;
  /** Searches the clients got answered while the page was measured, and how. */
  searches: Map<number, number>;
}

/**
 * A cached page under autocannon for `seconds`, first alone, then beside `searchers` searching clients
 * (searchClients below): the per-address allowance cannot help against many addresses, only the bounds can.
 */
export async function cachedPageUnderAttack(
  base: string,
  page: string,
  searchers: number,
  seconds: number,
  connections: number,
): Promise<UnderAttack> {
  const load = () =>
    new Promise<number>((resolve, reject) => {
      autocannon(
        { url: `${base}${page}`, connections, duration: seconds, headers: { accept: 'text/html' } },
        (error, result) => {
          if (error) reject(error as Error);
          else if (result.non2xx > 0 || result.errors > 0)
            reject(new Error(`${page}: ${result.non2xx} non-2xx answers.`));
          else resolve(result.requests.total / seconds);
        },
      );
    });
  const alone = await load();
  const searching = searchClients(base, searchers);
  const attacked = await load();
  const searches = await searching.stop();
  return { alone, attacked, searches };
}

/**
 * `count` clients sending worst-case searches back to back until stopped, every one new (the page number
 * changes) and each from another address, as an attacker with many addresses would. Stopping answers how
 * many searches got which status (0: no answer at all).
 */
export function searchClients(base: string, count: number): { stop: () => Promise<Map<number, number>> } {
  const queries = Object.values(WORST_CASE_QUERIES).flat();
  const searches = new Map<number, number>();
  const until = { stop: false };
  let sent = 0;
  const searcher = async (client: number) => {
    while (!until.stop) {
      const index = sent++;
      const query = queries[index % queries.length]!;
      const pageNumber = 1 + Math.floor(index / queries.length);
      const response = await fetch(
        `${base}/api/products/?query=${encodeURIComponent(query)}&page=${pageNumber}`,
        {
          headers: { 'x-forwarded-for': `10.25.${client}.${index % 250}` },
          signal: AbortSignal.timeout(60_000),
        },
      ).catch(() => null);
      await response?.arrayBuffer().catch(() => undefined);
      const status = response?.status ?? 0;
      searches.set(status, (searches.get(status) ?? 0) + 1);
    }
  };
  const running = Array.from({ length: count }, (_, client) => searcher(client));
  return {
    stop: async () => {
      until.stop = true;
      await Promise.all(running);
      return searches;
    },
  };
}
