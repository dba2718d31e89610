import { describe, expect, it } from 'vitest';
import { TooManyError } from '../../errors';
import { CONCURRENT_SEARCHES, NEW_SEARCH_BURST, NEW_SEARCHES_PER_MINUTE, SearchGate } from './search-gate';

describe('SearchGate', () => {
  it('allows a burst of new searches per address, then one as each refills', () => {
    let now = 0;
    const gate = new SearchGate(() => now);
    for (let index = 0; index < NEW_SEARCH_BURST; index++) gate.admit('203.0.113.7');
    let refused: unknown;
    try {
      gate.admit('203.0.113.7');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyError);
    expect((refused as TooManyError).retryAfterSeconds).toBe(60 / NEW_SEARCHES_PER_MINUTE);
    // Another address has its own allowance.
    expect(() => gate.admit('203.0.113.8')).not.toThrow();

    now += (60_000 / NEW_SEARCHES_PER_MINUTE) * 2;
    expect(() => gate.admit('203.0.113.7')).not.toThrow();
    expect(() => gate.admit('203.0.113.7')).not.toThrow();
    expect(() => gate.admit('203.0.113.7')).toThrow(TooManyError);
  });

  it('counts an IPv6 /64 as one address', () => {
    const gate = new SearchGate(() => 0);
    for (let index = 0; index < NEW_SEARCH_BURST; index++) gate.admit(`2001:db8:1:2::${index + 1}`);
    expect(() => gate.admit('2001:db8:1:2::ffff')).toThrow(TooManyError);
  });

  it(`runs at most ${CONCURRENT_SEARCHES} searches at once; the rest wait their turn in order`, async () => {
    const gate = new SearchGate();
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const releases: (() => void)[] = [];
    const searches = Array.from({ length: CONCURRENT_SEARCHES + 3 }, (_, index) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        finished.push(index);
      }),
    );
    for (let round = 0; round < CONCURRENT_SEARCHES + 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    await Promise.all(searches);
    expect(most).toBe(CONCURRENT_SEARCHES);
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
  });
});
