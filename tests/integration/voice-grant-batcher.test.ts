import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/app/signed-in-user';
import { StatementCounter } from '../support/app/statement-counter';
import { useTestApp } from '../support/app/test-app';
import { createVoiceUsage } from '../../server/src/features/sessions/voice-usage.service';

const at = new Date('2026-11-21T23:30:00Z');

describe('voice grants asked for together (one statement per moment)', () => {
  const t = useTestApp();

  function countedUsage() {
    const counter = new StatementCounter();
    return { counter, usage: createVoiceUsage({ db: t.db.withPlugin(counter) }) };
  }

  it('sends grants for different users and days as one statement, each answered with its own grant', async () => {
    const [fresh, nearLimit, unlimited] = await Promise.all([createSignedInUser(t), createSignedInUser(t), createSignedInUser(t)]);
    const { counter, usage } = countedUsage();
    await usage.grant({ userId: nearLimit.id, timezone: 'UTC', at, wanted: 105, limit: -1 });
    await usage.grant({ userId: unlimited.id, timezone: 'UTC', at, wanted: 5, limit: -1 });
    counter.count = 0;

    const grants = await Promise.all([
      usage.grant({ userId: fresh.id, timezone: 'UTC', at, wanted: 5, limit: 3 }),
      usage.grant({ userId: nearLimit.id, timezone: 'UTC', at, wanted: 5, limit: 108 }),
      usage.grant({ userId: unlimited.id, timezone: 'UTC', at, wanted: 9, limit: -1 }),
      usage.grant({ userId: fresh.id, timezone: 'Asia/Tokyo', at, wanted: 4, limit: 300 }),
    ]);

    expect(counter.count).toBe(1);
    expect(grants).toEqual([
      { day: '2026-11-21', granted: 3, total: 3 },
      { day: '2026-11-21', granted: 3, total: 108 },
      { day: '2026-11-21', granted: 9, total: 14 },
      { day: '2026-11-22', granted: 4, total: 4 },
    ]);
    expect(await usage.usedOn(nearLimit.id, 'UTC', at)).toBe(108);
    expect(await usage.usedOn(fresh.id, 'Asia/Tokyo', at)).toBe(4);
  });

  it('collects grants asked for a moment apart, not only in the same turn', async () => {
    const [first, second] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const { counter, usage } = countedUsage();
    const one = usage.grant({ userId: first.id, timezone: 'UTC', at, wanted: 5, limit: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1));
    const two = usage.grant({ userId: second.id, timezone: 'UTC', at, wanted: 5, limit: 100 });
    expect(await Promise.all([one, two])).toEqual([
      { day: '2026-11-21', granted: 5, total: 5 },
      { day: '2026-11-21', granted: 5, total: 5 },
    ]);
    expect(counter.count).toBe(1);
  });

  it('sends a grant someone waits for at once, taking along the grants already waiting', async () => {
    const [first, second, third] = await Promise.all([createSignedInUser(t), createSignedInUser(t), createSignedInUser(t)]);
    const { counter, usage } = countedUsage();
    const renewal = usage.grant({ userId: first.id, timezone: 'UTC', at, wanted: 5, limit: 100 });
    const starting = usage.grant({ userId: second.id, timezone: 'UTC', at, wanted: 5, limit: 100, someoneWaits: true });
    const after = usage.grant({ userId: third.id, timezone: 'UTC', at, wanted: 5, limit: 100 });
    expect(await Promise.all([renewal, starting, after])).toEqual(Array(3).fill({ day: '2026-11-21', granted: 5, total: 5 }));
    // The first two went together without waiting out the window; the grant asked after them, in its own batch.
    expect(counter.count).toBe(2);
  });

  it("serves one user's grants asked together in order, never past the limit", async () => {
    const [user, other] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const { counter, usage } = countedUsage();
    await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 90, limit: -1 });
    counter.count = 0;

    const grants = await Promise.all([
      usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 }),
      usage.grant({ userId: other.id, timezone: 'UTC', at, wanted: 5, limit: 100 }),
      usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 4, limit: 100 }),
      usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 }),
      usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 }),
    ]);

    expect(grants.map(({ granted, total }) => ({ granted, total }))).toEqual([
      { granted: 5, total: 95 },
      { granted: 5, total: 5 },
      { granted: 4, total: 99 },
      { granted: 1, total: 100 },
      { granted: 0, total: 100 },
    ]);
    // One statement cannot update a row twice, so each of the user's grants goes in a statement of its own.
    expect(counter.count).toBe(4);
    expect(await usage.usedOn(user.id, 'UTC', at)).toBe(100);
  });

  it('keeps to the limit when instances grant for the same users at once, in any order', async () => {
    const [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const instances = Array.from({ length: 8 }, () => countedUsage().usage);
    const grants = await Promise.all(
      instances.flatMap((usage, i) =>
        (i % 2 === 0 ? [a, b] : [b, a]).map((user) =>
          usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 22 }).then((grant) => ({ user, grant })),
        ),
      ),
    );
    for (const user of [a, b]) {
      const own = grants.filter((g) => g.user === user).map((g) => g.grant);
      expect(own.reduce((sum, g) => sum + g.granted, 0)).toBe(22);
      expect(Math.max(...own.map((g) => g.total))).toBe(22);
    }
  });

  it('fails every grant of a statement that fails, and grants again afterwards', async () => {
    const user = await createSignedInUser(t);
    const { usage } = countedUsage();
    const noSuchUser = '00000000-0000-4000-8000-000000000000';
    const results = await Promise.allSettled([
      usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 }),
      usage.grant({ userId: noSuchUser, timezone: 'UTC', at, wanted: 5, limit: 100 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await usage.usedOn(user.id, 'UTC', at)).toBe(0);
    expect(await usage.grant({ userId: user.id, timezone: 'UTC', at, wanted: 5, limit: 100 })).toEqual({
      day: '2026-11-21',
      granted: 5,
      total: 5,
    });
  });
});
