import { describe, expect, it } from 'vitest';
import { parseStatTicks, parseStatusKb, readProc } from './proc-stats';

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
});
