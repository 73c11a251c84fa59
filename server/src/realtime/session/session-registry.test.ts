import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_SECONDS } from '../../plugins/auth';
import { createManualClock } from '../../../../tests/support/manual-clock';
import { SessionRegistry, type RegisteredSession } from './session-registry';

describe('session registry: refused users', () => {
  it('refuses a deleted account until its last access token has expired, then forgets it', async () => {
    const clock = createManualClock();
    const registry = new SessionRegistry<RegisteredSession>(clock);
    registry.refuse('deleted-early');
    await clock.advance(60_000);
    registry.refuse('deleted-later');
    expect(registry.isRefused('deleted-early')).toBe(true);
    expect(registry.isRefused('someone-else')).toBe(false);

    await clock.advance(ACCESS_TTL_SECONDS * 1000 - 60_000 - 1);
    expect(registry.isRefused('deleted-early')).toBe(true);
    await clock.advance(1);
    expect(registry.isRefused('deleted-early')).toBe(false);
    expect(registry.isRefused('deleted-later')).toBe(true);
    expect(registry.refusedCount).toBe(1);

    await clock.advance(60_000);
    expect(registry.refusedCount).toBe(0);
  });
});
