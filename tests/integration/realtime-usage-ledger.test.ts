import { describe, expect, it } from 'vitest';
import { createVoiceUsage } from '../../server/src/features/sessions/voice-usage.service';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

describe('the voice usage ledger (one row per user and day)', () => {
  const t = useTestApp();

  it('never grants past the limit, however many grants race', async () => {
    const user = await createSignedInUser(t);
    const usage = createVoiceUsage({ db: t.db });
    const at = new Date('2026-11-21T12:00:00Z');
    const grants = await Promise.all(
      Array.from({ length: 40 }, () => usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 })),
    );
    expect(grants.reduce((sum, g) => sum + g.granted, 0)).toBe(100);
    expect(grants.filter((g) => g.granted === 5)).toHaveLength(20);
    expect(Math.max(...grants.map((g) => g.total))).toBe(100);
    expect(await usage.usedOn(user.id, 'UTC', at)).toBe(100);
  });

  it('grants partly at the edge, refunds, and keeps days and users apart', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const usage = createVoiceUsage({ db: t.db });
    const at = new Date('2026-11-21T23:30:00Z');
    expect(await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 7 })).toEqual({ day: '2026-11-21', granted: 5, total: 5 });
    expect(await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 7 })).toEqual({ day: '2026-11-21', granted: 2, total: 7 });
    expect(await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 7 })).toMatchObject({ granted: 0, total: 7 });
    await usage.refund({ userId: user.id, day: '2026-11-21', seconds: 3 });
    expect(await usage.usedOn(user.id, 'UTC', at)).toBe(4);
    expect(await usage.grant({ userId: user.id, timezone: 'Asia/Tokyo', at, wanted: 5, limit: 7 })).toEqual({ day: '2026-11-22', granted: 5, total: 5 });
    expect(await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 9, limit: -1 })).toMatchObject({ granted: 9, total: 13 });
    expect(await usage.usedOn(other.id, 'UTC', at)).toBe(0);
  });
});
