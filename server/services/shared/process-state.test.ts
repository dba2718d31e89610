import { describe, expect, it } from 'vitest';
import { processState } from './process-state';

describe('processState', () => {
  it('makes the state once and hands every copy of a module the same one', () => {
    let made = 0;
    const create = () => ({ made: ++made });
    const first = processState('process-state-test', create);
    const second = processState('process-state-test', create);
    expect(second).toBe(first);
    expect(made).toBe(1);
    // What another copy of a module would find: the same registered symbol on globalThis.
    const holder = globalThis as unknown as Record<symbol, unknown>;
    expect(holder[Symbol.for('catalogue-shop.process-state-test')]).toBe(first);
    expect(processState('process-state-other', create)).not.toBe(first);
  });
});
