import { describe, expect, it } from 'vitest';
import { backoffDelay, reconnectDelay } from './realtime-backoff';

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

describe('reconnectDelay', () => {
  it('goes back within 100 ms after a restart (1012), spread so clients do not arrive in one burst', () => {
    expect(reconnectDelay(0, 1012, () => 0)).toBe(0);
    expect(reconnectDelay(0, 1012, () => 1)).toBe(100);
  });

  it('backs off as usual after any other drop, and after a restart whose first try failed', () => {
    expect(reconnectDelay(0, 1006, () => 0)).toBe(125);
    expect(reconnectDelay(1, 1012, () => 0)).toBe(250);
  });
});
