import { describe, expect, it } from 'vitest';
import type { MoodEntriesResponse, MoodEntry, MoodStats } from '@shared/api/mood';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

// Tuesday 24 November 2026, 12:00 UTC; moved by tests through `clock.now`.
const clock = { now: new Date('2026-11-24T12:00:00Z') };
const checkIn = { emotions: ['Calm', 'Happy'], energyLevel: 3.4, stressLevel: 2, sleepQuality: 4.1, notes: '  A good walk.  ' };

describe('mood check-ins', () => {
  const t = useTestApp({ deps: { now: () => clock.now } });

  const premiumUser = async (timezone = 'UTC') => {
    const user = await createSignedInUser(t, { timezone });
    await t.db.updateTable('profiles').set({ subscription_plan: 'premium-monthly' }).where('id', '=', user.id).execute();
    return user;
  };
  const at = (iso: string) => {
    clock.now = new Date(iso);
  };

  it("records a check-in with the rounded mean score, once per day in the user's time zone", async () => {
    at('2026-11-24T12:00:00Z');
    const user = await premiumUser('America/New_York');
    const res = await user.client.post('/api/mood/entries', checkIn);
    expect(res.statusCode).toBe(201);
    expect(res.json<MoodEntry>()).toMatchObject({
      moodScore: 5,
      moodLabel: 'Calm, Happy',
      notes: 'A good walk.',
      energyLevel: 3.4,
      stressLevel: 2,
      sleepQuality: 4.1,
      day: '2026-11-24',
    });

    // 23:30 in New York is still the 24th there.
    at('2026-11-25T04:30:00Z');
    const again = await user.client.post('/api/mood/entries', { ...checkIn, emotions: ['Sad'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: 'You have already completed your mood check-in for today.' } });
    const list = (await user.client.get('/api/mood/entries')).json<MoodEntriesResponse>();
    expect(list.today?.moodLabel).toBe('Calm, Happy');
    expect(list.entries).toHaveLength(1);

    // 00:30 on the 25th in New York: a new day.
    at('2026-11-25T05:30:00Z');
    expect((await user.client.post('/api/mood/entries', { ...checkIn, emotions: ['Sad', 'Panic', 'Wanting'] })).json<MoodEntry>()).toMatchObject({
      moodScore: 2,
      day: '2026-11-25',
    });
    const after = (await user.client.get('/api/mood/entries')).json<MoodEntriesResponse>();
    expect(after.entries.map((e) => e.day)).toEqual(['2026-11-25', '2026-11-24']);
    expect(after.usage).toEqual({ checkInsThisWeek: 2, limitPerWeek: -1, nextCheckInDay: null });
  });

  it('lets the free plan check in once a week (from Sunday), with the paywall reason after', async () => {
    at('2026-11-23T09:00:00Z'); // Monday
    const user = await createSignedInUser(t);
    const usage = async () => (await user.client.get('/api/mood/entries')).json<MoodEntriesResponse>().usage;
    expect(await usage()).toEqual({ checkInsThisWeek: 0, limitPerWeek: 1, nextCheckInDay: null });
    expect((await user.client.post('/api/mood/entries', checkIn)).statusCode).toBe(201);
    at('2026-11-25T09:00:00Z'); // Wednesday
    const refused = await user.client.post('/api/mood/entries', checkIn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'limit_reached',
        message: "You've reached this week's mood check-in on the Free plan. Upgrade to Premium to check in every day.",
      },
    });
    // The week's check-in is used: the next opens on Sunday, and the page says so rather than offering a form.
    expect(await usage()).toEqual({ checkInsThisWeek: 1, limitPerWeek: 1, nextCheckInDay: '2026-11-29' });
    at('2026-11-29T09:00:00Z'); // the next Sunday
    expect((await user.client.post('/api/mood/entries', checkIn)).statusCode).toBe(201);
  });

  it.each([
    [{ ...checkIn, emotions: [] }, 'Please select at least one emotion'],
    [{ ...checkIn, emotions: ['Calm', 'Happy', 'Sad', 'Fear'] }, 'Please select only your top 3 emotions felt today.'],
    [{ ...checkIn, emotions: ['Bored'] }, "Choose how you're feeling today from the emotions below"],
    [{ ...checkIn, emotions: ['Calm', 'Calm'] }, "Choose how you're feeling today from the emotions below"],
    [{ ...checkIn, energyLevel: 0 }, 'Energy must be between 1 and 5, in steps of 0.1.'],
    [{ ...checkIn, stressLevel: 5.05 }, 'Stress must be between 1 and 5, in steps of 0.1.'],
    [{ ...checkIn, sleepQuality: 2.55 }, 'Sleep quality must be between 1 and 5, in steps of 0.1.'],
    [{ ...checkIn, notes: 'x'.repeat(1001) }, 'Please keep your notes to 1000 characters or fewer.'],
  ])('refuses %j with 400 and its message, saving nothing', async (body, message) => {
    const user = await createSignedInUser(t);
    const res = await user.client.post('/api/mood/entries', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.stringContaining(message) as string } });
    expect((await user.client.get('/api/mood/entries')).json<MoodEntriesResponse>().entries).toEqual([]);
  });

  it('gives 30-day averages, the trend and a daily series, never counting another user', async () => {
    at('2026-11-24T12:00:00Z');
    const user = await premiumUser();
    const other = await premiumUser();
    const days = [
      ['2026-10-20', 1, 5, 5, 1], // outside the 30 days
      ['2026-10-26', 2, 2, 4, 2], // the first day of the 30
      ['2026-11-10', 2, 3, 4, 3],
      ['2026-11-20', 4, 4, 2, 4],
      ['2026-11-24', 5, 4.5, 1.5, 4.2],
    ] as const;
    for (const [day, score, energy, stress, sleep] of days) {
      await t.db
        .insertInto('mood_entries')
        .values({ user_id: user.id, mood_score: score, mood_label: 'Calm', energy_level: energy, stress_level: stress, sleep_quality: sleep, day, created_at: new Date(`${day}T12:00:00Z`) })
        .execute();
    }
    await other.client.post('/api/mood/entries', { ...checkIn, emotions: ['Panic'] });

    const stats = (await user.client.get('/api/mood/stats?days=30')).json<MoodStats>();
    expect(stats).toMatchObject({ avgMood: 3.25, avgEnergy: 3.38, avgStress: 2.88, avgSleep: 3.3, totalEntries: 4, moodTrend: 'improving' });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]).toEqual({ day: '2026-10-26', mood: 2, energy: 2, stress: 4, sleep: 2 });
    expect(stats.daily.at(-1)).toEqual({ day: '2026-11-24', mood: 5, energy: 4.5, stress: 1.5, sleep: 4.2 });
    expect(stats.daily.filter((d) => d.mood === null)).toHaveLength(26);

    const week = (await user.client.get('/api/mood/stats?days=7')).json<MoodStats>();
    expect(week).toMatchObject({ totalEntries: 2, moodTrend: 'insufficient_data', avgMood: 4.5 });
    expect((await other.client.get('/api/mood/stats')).json<MoodStats>()).toMatchObject({ totalEntries: 1, avgMood: 1 });
  });

  it('calls the trend stable within half a point and declining below, and has no averages without entries', async () => {
    at('2026-11-24T12:00:00Z');
    const seed = async (scores: number[]) => {
      const user = await premiumUser();
      for (const [i, score] of scores.entries()) {
        const day = `2026-11-${String(10 + i).padStart(2, '0')}`;
        await t.db
          .insertInto('mood_entries')
          .values({ user_id: user.id, mood_score: score, mood_label: 'Calm', energy_level: 3, stress_level: 3, sleep_quality: 3, day, created_at: new Date(`${day}T12:00:00Z`) })
          .execute();
      }
      return (await user.client.get('/api/mood/stats')).json<MoodStats>().moodTrend;
    };
    expect(await seed([3, 3, 3, 4, 3, 3])).toBe('stable'); // halves 3 and 3.33
    expect(await seed([3, 3, 4, 3])).toBe('improving'); // halves 3 and 3.5: half a point exactly
    expect(await seed([4, 4, 3, 3])).toBe('declining');
    expect(await seed([3, 4, 4])).toBe('improving'); // [3] then [4,4]
    const empty = (await (await premiumUser()).client.get('/api/mood/stats')).json<MoodStats>();
    expect(empty).toMatchObject({ avgMood: null, avgEnergy: null, totalEntries: 0, moodTrend: 'insufficient_data' });
  });

  it('answers 400 for a bad window and 401 when signed out', async () => {
    const user = await createSignedInUser(t);
    for (const days of ['0', '366', 'week']) expect((await user.client.get(`/api/mood/stats?days=${days}`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/mood/entries' })).statusCode).toBe(401);
    expect((await new BrowserLikeClient(t.app).post('/api/mood/entries', checkIn)).statusCode).toBe(401);
  });
});
