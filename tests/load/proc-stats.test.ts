import { describe, expect, it } from 'vitest';
import { parseStatTicks, parseStatusKb, readProc, readThreadCpu, splitThreadCpu } from './proc-stats';

describe('/proc readers', () => {
  it('reads utime and stime past a process name with spaces and brackets', () => {
    const stat = '4242 (node (bench) x) S 1 4242 4242 0 -1 4194560 900 0 0 0 1234 56 0 0 20 0 11 0 100 0 0';
    expect(parseStatTicks(stat)).toBe(1290);
  });

  it('reads kB lines of status in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';
    expect(parseStatusKb(status, 'VmRSS')).toBe(102400 * 1024);
    expect(parseStatusKb(status, 'VmHWM')).toBe(204800 * 1024);
    expect(() => parseStatusKb(status, 'VmSwap')).toThrow(/VmSwap/);
  });

  it('measures a live process and nothing for one that is gone', () => {
    const self = readProc(process.pid);
    expect(self?.rssBytes).toBeGreaterThan(1024 * 1024);
    expect(self?.peakRssBytes).toBeGreaterThanOrEqual(self?.rssBytes ?? Infinity);
    expect(self?.cpuSeconds).toBeGreaterThan(0);
    expect(readProc(2 ** 22 + 1)).toBeNull();
  });

  it('splits CPU between the main thread, the busiest other one and the rest, counting new threads from zero', () => {
    const before = new Map([[100, 5], [101, 2], [102, 1]]);
    const after = new Map([[100, 7.5], [101, 6], [102, 1.25], [103, 0.5]]);
    expect(splitThreadCpu(before, after, 100)).toEqual({ mainSeconds: 2.5, busiestOtherSeconds: 4, restSeconds: 0.75 });
  });

  it('reads the CPU of each live thread, the main one under the process id', () => {
    const threads = readThreadCpu(process.pid);
    expect(threads?.get(process.pid)).toBeGreaterThan(0);
    expect(readThreadCpu(2 ** 22 + 1)).toBeNull();
  });
});
