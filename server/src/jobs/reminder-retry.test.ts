import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './reminder-retry';

describe('retryDelayMs', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than 30 minutes', () => {
    expect(retryDelayMs(6)).toBe(30 * 60_000);
    expect(retryDelayMs(40)).toBe(30 * 60_000);
  });
});
