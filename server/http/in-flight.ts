/**
 * Answers still being worked on. A client that hangs up does not stop its request's work: the server's
 * connections can all be closed while a handler still waits on the database, so a stopping server waits for
 * these before it closes the database (and PGlite flushes), rather than failing them with a closed pool.
 */
export interface InFlight {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing is in flight, or after `limitMs` at the latest. */
  settled(limitMs: number): Promise<void>;
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
        const timer = setTimeout(done, limitMs);
        waiting.add(done);
      });
    },
  };
}
