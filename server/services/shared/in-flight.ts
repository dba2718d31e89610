/**
 * Work started and not yet finished, for a stopping server to wait on before it closes the database: the
 * requests being answered (a client that hangs up does not stop its request's reads) and the inquiries being
 * forwarded in the background.
 */
export interface InFlight {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing is in flight, work tracked meanwhile included, or after `limitMs` when given. */
  settled(limitMs?: number): Promise<void>;
}

export function inFlight(): InFlight {
  let running = 0;
  const waiting = new Set<() => void>();
  return {
    track(work) {
      running += 1;
      return work.finally(() => {
        running -= 1;
        if (running > 0) return;
        for (const resolve of waiting) resolve();
        waiting.clear();
      });
    },
    settled(limitMs) {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = limitMs === undefined ? undefined : setTimeout(done, limitMs);
        waiting.add(done);
      });
    },
  };
}
