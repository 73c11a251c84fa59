import { describe, expect, it } from 'vitest';
import { cpuWork, median } from './cpu-check';

describe('the CPU check', () => {
  it('does the same work every time, and more of it at a larger scale', () => {
    expect(cpuWork(0.05)).toBe(cpuWork(0.05));
    expect(cpuWork(0.1)).not.toBe(cpuWork(0.05));
  });

  it('takes the median of its rounds', () => {
    expect(median([300, 900, 310])).toBe(310);
    expect(median([300, 320])).toBe(310);
  });
});
