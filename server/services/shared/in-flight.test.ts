import { describe, expect, it } from 'vitest';
import { inFlight } from './in-flight';

const later = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('inFlight', () => {
  it('is settled at once when nothing runs', async () => {
    await expect(inFlight().settled(10_000)).resolves.toBeUndefined();
  });

  it('is settled only once every tracked answer has finished, failed ones too', async () => {
    const requests = inFlight();
    const first = later();
    const second = later();
    const tracked = [requests.track(first.promise), requests.track(second.promise).catch(() => 'failed')];
    let settled = false;
    const waiting = requests.settled(10_000).then(() => (settled = true));
    first.resolve();
    await tracked[0];
    expect(settled).toBe(false);
    second.reject(new Error('the client hung up'));
    expect(await tracked[1]).toBe('failed');
    await waiting;
    expect(settled).toBe(true);
  });

  it('without a limit, waits for work tracked while it waits too', async () => {
    const work = inFlight();
    const first = later();
    const second = later();
    void work.track(first.promise);
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    void work.track(second.promise);
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    second.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('stops waiting after the limit when an answer never finishes', async () => {
    const requests = inFlight();
    void requests.track(new Promise(() => {}));
    const started = Date.now();
    await requests.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
