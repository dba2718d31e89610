import { LRUCache } from 'lru-cache';
import { messages } from '~/domain/messages';
import { TooManyError } from '../../errors';
import { processState } from '../shared/process-state';
import { throttleAddress } from '../shared/throttle';

/**
 * A search nobody asked for since the catalogue last changed is computed on the database; one asked for again
 * is answered from memory. Anyone can make every search new (another word, another page), so each client
 * address has an allowance of new searches: a burst for a person trying several words, then one every two
 * seconds. Cached searches and pages are never counted.
 */
export const NEW_SEARCH_BURST = 30;
export const NEW_SEARCHES_PER_MINUTE = 30;
/**
 * New searches computed at once by this process; more wait their turn. The pool has ten connections: searches
 * from many addresses must leave most of them to the rest of the shop (every page reads the catalogue version).
 */
export const CONCURRENT_SEARCHES = 3;

const REFILL_MS = 60_000 / NEW_SEARCHES_PER_MINUTE;

interface Bucket {
  tokens: number;
  at: number;
}

export class SearchGate {
  private readonly buckets = new LRUCache<string, Bucket>({ max: 10_000 });
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one new search from the client's allowance, or refuses with the seconds until it has one again. */
  admit(client: string): void {
    const key = throttleAddress(client);
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: NEW_SEARCH_BURST, at: now };
    const tokens = Math.min(NEW_SEARCH_BURST, bucket.tokens + (now - bucket.at) / REFILL_MS);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      throw new TooManyError(messages.product.searchTooMany, Math.ceil(((1 - tokens) * REFILL_MS) / 1000));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
  }

  /** Runs `work` once fewer than CONCURRENT_SEARCHES others are running, first come first served. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= CONCURRENT_SEARCHES) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * One gate per database handle, like the catalogue cache: tests open many databases in one process. One per
 * process, not per copy of this module: with a map of their own, a client had one allowance for the API and
 * another for the search page.
 */
const gates = processState('search-gates', () => new WeakMap<object, SearchGate>());

export function searchGateOf(db: object): SearchGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new SearchGate();
    gates.set(db, gate);
  }
  return gate;
}
