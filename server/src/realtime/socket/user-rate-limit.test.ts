import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../../tests/support/manual-clock';
import { UserRateLimit } from './user-rate-limit';

describe('UserRateLimit', () => {
  it('allows a burst, then one message per refill period, per user', async () => {
    const clock = createManualClock();
    const limit = new UserRateLimit(clock, 3, 1000);
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    await clock.advance(999);
    expect(limit.take('a')).toBe(false);
    await clock.advance(1);
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
  });
});
