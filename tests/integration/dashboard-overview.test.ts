import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@shared/api/sessions';
import { seedSessions } from '../support/seed-sessions';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

// Tuesday 24 November 2026, 12:00 UTC (07:00 in New York): the week began on Sunday the 22nd.
const now = new Date('2026-11-24T12:00:00Z');

describe('GET /api/dashboard: the overview figures', () => {
  const t = useTestApp({ deps: { now: () => now } });

  const overviewOf = async (user: Awaited<ReturnType<typeof createSignedInUser>>) => {
    const res = await user.client.get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    return res.json<DashboardResponse>();
  };

  it('shows zeros, no sessions, the free plan and 30 empty days for a newcomer', async () => {
    const overview = await overviewOf(await createSignedInUser(t));
    expect(overview.recentSessions).toEqual([]);
    expect(overview.stats).toEqual({ totalSessions: 0, totalDurationSeconds: 0, sessionsThisWeek: 0, currentMood: null });
    expect(overview.voiceUsage).toEqual({ planId: 'free', planName: 'Free', usedSeconds: 0, limitSeconds: 900, minutesRemaining: 15 });
    expect(overview.minutesByDay).toHaveLength(30);
    expect(overview.minutesByDay[0]).toEqual({ day: '2026-10-26', minutes: 0 });
    expect(overview.minutesByDay.at(-1)).toEqual({ day: '2026-11-24', minutes: 0 });
  });

  it("counts the week from Sunday midnight in the user's time zone, and charts minutes on their days", async () => {
    const user = await createSignedInUser(t, { timezone: 'America/New_York' });
    await seedSessions(t.db, user.id, [
      // Saturday 23:30 in New York (Sunday 04:30 UTC): last week.
      { title: 'Saturday night', createdAt: new Date('2026-11-22T04:30:00Z'), durationSeconds: 90, moodBefore: 'sad' },
      // Sunday 00:30 in New York: this week.
      { title: 'Sunday small hours', createdAt: new Date('2026-11-22T05:30:00Z'), durationSeconds: 30, moodAfter: 'better' },
      { title: 'Monday', createdAt: new Date('2026-11-23T15:00:00Z'), durationSeconds: 600 },
      { title: 'Tuesday early', createdAt: new Date('2026-11-24T06:00:00Z'), durationSeconds: 45, moodBefore: 'anxious' },
      // 31 days before today in New York: counted in the totals, not in the chart.
      { title: 'Long ago', createdAt: new Date('2026-10-24T15:00:00Z'), durationSeconds: 1200 },
    ]);
    const overview = await overviewOf(user);
    expect(overview.stats).toEqual({
      totalSessions: 5,
      totalDurationSeconds: 1965,
      sessionsThisWeek: 3,
      // The latest session with a mood had only a mood before.
      currentMood: 'anxious',
    });
    expect(overview.recentSessions.map((s) => s.title)).toEqual(['Tuesday early', 'Monday', 'Sunday small hours']);
    const minutes = Object.fromEntries(overview.minutesByDay.map((d) => [d.day, d.minutes]));
    expect(overview.minutesByDay.at(-1)?.day).toBe('2026-11-24');
    expect(minutes).toMatchObject({ '2026-11-21': 1.5, '2026-11-22': 0.5, '2026-11-23': 10, '2026-11-24': 0.8 });
    expect(overview.minutesByDay.reduce((sum, d) => sum + d.minutes, 0)).toBeCloseTo(12.8);
  });

  it("reports today's voice use against the plan the realtime server enforces", async () => {
    const free = await createSignedInUser(t);
    // Yesterday's use does not count today; 125 s used is 3 minutes gone (rounded up).
    await t.db.insertInto('voice_usage').values({ user_id: free.id, day: '2026-11-23', voice_seconds: 500 }).execute();
    await t.db.insertInto('voice_usage').values({ user_id: free.id, day: '2026-11-24', voice_seconds: 125 }).execute();
    expect((await overviewOf(free)).voiceUsage).toEqual({ planId: 'free', planName: 'Free', usedSeconds: 125, limitSeconds: 900, minutesRemaining: 12 });

    const premium = await createSignedInUser(t);
    await t.db.updateTable('profiles').set({ subscription_plan: 'premium-monthly' }).where('id', '=', premium.id).execute();
    expect((await overviewOf(premium)).voiceUsage).toEqual({
      planId: 'premium-monthly',
      planName: 'Premium Monthly',
      usedSeconds: 0,
      limitSeconds: -1,
      minutesRemaining: null,
    });

    const expiredPass = await createSignedInUser(t);
    await t.db
      .updateTable('profiles')
      .set({ subscription_plan: '24hour_pass', pass_expires_at: new Date('2026-11-24T11:59:59Z') })
      .where('id', '=', expiredPass.id)
      .execute();
    expect((await overviewOf(expiredPass)).voiceUsage.planName).toBe('Free');
  });

  it('shows only three recent sessions however many there are, and only the user’s own', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await seedSessions(
      t.db,
      user.id,
      Array.from({ length: 5 }, (_, i) => ({ title: `Talk ${i}`, createdAt: new Date(now.getTime() - (5 - i) * 60_000), durationSeconds: 60 })),
    );
    await seedSessions(t.db, other.id, [{ title: 'Not yours', createdAt: now, durationSeconds: 999, moodAfter: 'worse' }]);
    const overview = await overviewOf(user);
    expect(overview.recentSessions.map((s) => s.title)).toEqual(['Talk 4', 'Talk 3', 'Talk 2']);
    expect(overview.stats).toEqual({ totalSessions: 5, totalDurationSeconds: 300, sessionsThisWeek: 5, currentMood: null });
  });

  it("takes the current mood from the latest check-in or session mood, whichever is newer", async () => {
    const user = await createSignedInUser(t);
    await seedSessions(t.db, user.id, [
      { title: 'Older', createdAt: new Date('2026-11-20T10:00:00Z'), moodAfter: 'worse' },
      { title: 'Newer', createdAt: new Date('2026-11-23T10:00:00Z'), moodBefore: 'anxious' },
    ]);
    const checkIn = (day: string, score: number) =>
      t.db
        .insertInto('mood_entries')
        .values({ user_id: user.id, mood_score: score, mood_label: 'Calm', energy_level: 3, stress_level: 3, sleep_quality: 3, day, created_at: new Date(`${day}T08:00:00Z`) })
        .execute();
    await checkIn('2026-11-22', 5);
    expect((await overviewOf(user)).stats.currentMood).toBe('anxious');
    await checkIn('2026-11-24', 4);
    expect((await overviewOf(user)).stats.currentMood).toBe('Good');
  });

  it('is 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
