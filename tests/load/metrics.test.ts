import { describe, expect, it } from 'vitest';
import { carriedSessions, findKnee, percentile, Samples, summarize } from './metrics';

describe('percentiles', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises unsorted values without changing them', () => {
    const values = [30, 10, 20, 40];
    expect(summarize(values)).toEqual({ count: 4, p50: 20, p95: 40, p99: 40, max: 40, mean: 25 });
    expect(values).toEqual([30, 10, 20, 40]);
    expect(summarize([])).toBeNull();
  });

  it('sorts numerically, not as text', () => {
    expect(summarize([100, 9, 20])?.p50).toBe(20);
  });

  it('collects named samples', () => {
    const samples = new Samples<'a' | 'b'>();
    samples.add('a', 2);
    samples.add('a', 4);
    expect(samples.summary('a')?.mean).toBe(3);
    expect(samples.summary('b')).toBeNull();
  });
});

describe('findKnee', () => {
  it('is the smallest session count whose p99 passes the limit', () => {
    const steps = [
      { sessions: 500, p99: 180 },
      { sessions: 100, p99: 12 },
      { sessions: 250, p99: 101 },
      { sessions: 50, p99: null },
    ];
    expect(findKnee(steps, 100)).toBe(250);
    expect(findKnee(steps, 200)).toBeNull();
  });
});

describe('carriedSessions', () => {
  const run = (sessions: number, p99: number | null, gapsOverLimit = 0, turnsLost = 0) => ({ sessions, p99, gapsOverLimit, turnsLost });

  it('is the largest run within the p99 limit, with no gaps and no lost turns', () => {
    expect(carriedSessions([run(200, 12), run(600, 31), run(1000, 49.9), run(1400, 80)], 50)).toBe(1000);
  });

  it('does not count a run with an audio gap over 40 ms or a lost turn, even under the p99 limit', () => {
    expect(carriedSessions([run(200, 12), run(600, 31, 1), run(800, 35, 0, 2)], 50)).toBe(200);
  });

  it('is null when no run stayed within the limits', () => {
    expect(carriedSessions([run(0, 1), run(400, 60), run(800, null)], 50)).toBeNull();
  });
});
