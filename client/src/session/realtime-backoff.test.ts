import { describe, expect, it } from 'vitest';
import { backoffDelay } from './realtime-backoff';

describe('backoffDelay', () => {
  const settings = { initialMs: 250, maxMs: 8_000 };

  it('doubles from the initial wait, with the jitter between half and all of it', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, settings, () => 0))).toEqual([125, 250, 500, 1000]);
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, settings, () => 1))).toEqual([250, 500, 1000, 2000]);
  });

  it('never waits longer than the maximum, however many attempts failed', () => {
    expect(backoffDelay(5, settings, () => 1)).toBe(8_000);
    expect(backoffDelay(60, settings, () => 1)).toBe(8_000);
    expect(backoffDelay(60, settings, () => 0)).toBe(4_000);
  });
});
