import { describe, expect, it } from 'vitest';
import { processCpuMs } from './load';

describe('processCpuMs', () => {
  it("reads a process's CPU time as it grows", () => {
    const before = processCpuMs(process.pid);
    expect(before).not.toBeNull();
    // Spins for 150 ms of this process's own CPU time, however busy the machine is.
    const start = process.cpuUsage();
    const spent = () => {
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    while (spent() < 150);
    // Clock ticks are 10 ms, and other threads of the process may add more: at least 100 ms more.
    expect(processCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(100);
  });

  it('is null for a process that is not there', () => {
    expect(processCpuMs(2 ** 22 + 1)).toBeNull();
  });
});
