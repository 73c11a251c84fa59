import { describe, expect, it } from 'vitest';
import { cpuWork } from './cpu-check';

describe('the CPU check', () => {
  it('does the same work every time, and more of it at a larger scale', () => {
    expect(cpuWork(0.05)).toBe(cpuWork(0.05));
    expect(cpuWork(0.1)).not.toBe(cpuWork(0.05));
  });
});
