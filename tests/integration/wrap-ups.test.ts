import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WrapUp, WrapUpsResponse } from '@shared/api/wrap-ups';
import { limitMessages, wrapUpMessages } from '../support/english-texts';
import { translator } from '../../server/src/i18n/translator';
import type { NotificationPreferences } from '@shared/api/profile';
import { seedSessions } from '../support/seed-sessions';
import { defaultInsights } from '../support/fakes/openai/chat-completions';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { type TestApp, useTestApp } from '../support/app/test-app';

// Wednesday 25 November 2026, 15:00 UTC (10:00 in New York): the wrap-up week is Monday 23 to Sunday 29.
const WEDNESDAY = new Date('2026-11-25T15:00:00Z');
const NEW_YORK = 'America/New_York';

const chatBody = z.object({
  model: z.string(),
  max_tokens: z.number(),
  temperature: z.number(),
  response_format: z.object({ type: z.string() }),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});

/** The week's figures every test user gets, with last week's Sunday night around them, which must not count. */
async function seedWeek(t: TestApp, userId: string): Promise<void> {
  await t.db
    .insertInto('mood_entries')
    .values(
      [
        // The Sunday before: last week.
        { day: '2026-11-22', mood_score: 1, energy_level: 1, stress_level: 5, sleep_quality: 1 },
        { day: '2026-11-23', mood_score: 2, energy_level: 3, stress_level: 4, sleep_quality: 2 },
        { day: '2026-11-24', mood_score: 5, energy_level: 4.5, stress_level: 3.5, sleep_quality: 2.5 },
        { day: '2026-11-25', mood_score: 4, energy_level: 2.2, stress_level: 4.1, sleep_quality: 2.4 },
      ].map((entry) => ({ ...entry, user_id: userId, mood_label: 'Calm', created_at: new Date(`${entry.day}T14:00:00Z`) })),
    )
    .execute();
  await seedSessions(t.db, userId, [
    // Sunday 23:30 in New York (Monday 04:30 UTC): the week before.
    { title: 'Sunday night', createdAt: new Date('2026-11-23T04:30:00Z'), durationSeconds: 1800 },
    { title: 'Monday small hours', createdAt: new Date('2026-11-23T05:30:00Z'), durationSeconds: 600 },
    { title: 'Tuesday morning', createdAt: new Date('2026-11-24T14:00:00Z'), durationSeconds: 900 },
    // Tuesday 20:00 in New York (Wednesday 01:00 UTC): Tuesday is the most active day, not Wednesday.
    { title: 'Tuesday evening', createdAt: new Date('2026-11-25T01:00:00Z'), durationSeconds: 1200 },
    { title: 'Wednesday morning', createdAt: new Date('2026-11-25T13:00:00Z'), durationSeconds: 300 },
  ]);
}

/** What the week above sends to the AI (SPEC's source data, averages rounded to 2 decimals). */
const weekSource = {
  period_start: '2026-11-23',
  period_end: '2026-11-29',
  mood_data: {
    mood_average: 3.67,
    energy_average: 3.23,
    stress_average: 3.87,
    sleep_average: 2.3,
    entry_count: 3,
    best_day: 'Tuesday',
    challenging_day: 'Monday',
    first_half_mood_average: 3.5,
    second_half_mood_average: 4,
  },
  session_data: { total_sessions: 4, total_duration: 3000, avg_duration: 750, most_active_day: 'Tuesday' },
};
const weekFigures = {
  type: 'weekly',
  periodStart: '2026-11-23',
  periodEnd: '2026-11-29',
  moodAverage: 3.67,
  energyAverage: 3.23,
  stressAverage: 3.87,
  sleepAverage: 2.3,
  totalSessions: 4,
  totalDurationSeconds: 3000,
};
const calmCheckIn = { mood_score: 3, mood_label: 'Calm', energy_level: 3, stress_level: 3, sleep_quality: 3 };
const fallback = {
  aiSummary: wrapUpMessages.fallbackSummary,
  keyInsights: Object.values(wrapUpMessages.fallbackInsights),
  recommendations: Object.values(wrapUpMessages.fallbackRecommendations),
  moodTrend: 'stable',
};

interface UserOptions {
  plan?: string;
  passExpiresAt?: Date;
  language?: NotificationPreferences['preferredLanguage'];
  withWeek?: boolean;
}

async function userOf(t: TestApp, options: UserOptions = {}): Promise<SignedInUser> {
  const user = await createSignedInUser(t, {
    timezone: NEW_YORK,
    notificationPreferences: { preferredLanguage: options.language ?? 'en' },
  });
  if (options.plan) {
    await t.db
      .updateTable('profiles')
      .set({ subscription_plan: options.plan, pass_expires_at: options.passExpiresAt ?? null })
      .where('id', '=', user.id)
      .execute();
  }
  if (options.withWeek !== false) await seedWeek(t, user.id);
  return user;
}

async function generate(user: SignedInUser): Promise<WrapUp> {
  const res = await user.client.post('/api/wrap-ups', {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WrapUp>();
}

describe('wrap-ups with the OpenAI provider (the fake, through the real SDK)', () => {
  let fake: FakeOpenAi;
  let clock = WEDNESDAY;
  const chatRequests = () => fake.requests.filter((r) => r.route === 'chat').map((r) => chatBody.parse(r.body));

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  const t = useTestApp(() => ({
    env: { AI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-fake', AI_TIMEOUT_MS: '5000' },
    deps: { now: () => clock },
  }));
  beforeEach(() => {
    clock = WEDNESDAY;
    fake.requests.length = 0;
    fake.configure({ json: undefined });
    fake.setFailure('chat', undefined);
  });

  it("sends the week's figures in the user's time zone and saves the AI's answer as given", async () => {
    const user = await userOf(t, { language: 'fr' });
    const answer = {
      summary: 'Une semaine contrastée.',
      insights: ['Mardi a été votre meilleur jour.', 'Le stress a été élevé.'],
      recommendations: ['Essayez la respiration guidée.'],
      trend: 'declining',
    };
    fake.configure({ json: answer });
    const wrapUp = await generate(user);
    expect(wrapUp).toMatchObject({
      ...weekFigures,
      aiSummary: answer.summary,
      keyInsights: answer.insights,
      recommendations: answer.recommendations,
      moodTrend: 'declining',
      createdAt: WEDNESDAY.toISOString(),
    });

    const [sent, ...more] = chatRequests();
    expect(more).toHaveLength(0);
    expect(sent).toMatchObject({
      model: t.config.ai.models.insights,
      temperature: 0.7,
      max_tokens: 700,
      response_format: { type: 'json_object' },
    });
    expect(sent?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent?.messages[0]?.content).toContain('Write all text in French');
    expect(sent?.messages[0]?.content).toMatch(/never of therapy, treatment or diagnosis/);
    // The free plan's one check-in a week goes with the figures, so the model does not suggest more.
    expect(JSON.parse(sent?.messages[1]?.content ?? '')).toEqual({ ...weekSource, check_ins_allowed_per_week: 1 });
    expect(sent?.messages[0]?.content).toMatch(/as often as their plan allows, never more/);

    const read = await user.client.get(`/api/wrap-ups/${wrapUp.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(wrapUp);
    const row = await t.db.selectFrom('emotional_wrap_ups').selectAll().where('id', '=', wrapUp.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.id,
      type: 'weekly',
      key_insights: answer.insights,
      personalized_recommendations: answer.recommendations,
    });
  });

  it('claims no trend from a single check-in, whatever the AI answers', async () => {
    const user = await userOf(t, { withWeek: false });
    await t.db
      .insertInto('mood_entries')
      .values({ user_id: user.id, day: '2026-11-24', mood_score: 2, mood_label: 'Sad', energy_level: 2, stress_level: 4, sleep_quality: 2, created_at: new Date('2026-11-24T14:00:00Z') })
      .execute();
    fake.configure({ json: { ...defaultInsights, trend: 'improving' } });
    const wrapUp = await generate(user);
    expect(wrapUp.moodTrend).toBe('insufficient_data');
    expect((await user.client.get(`/api/wrap-ups/${wrapUp.id}`)).json<WrapUp>().moodTrend).toBe('insufficient_data');
  });

  it("uses SPEC's fallback when the reply is not JSON, does not match the insight shape, or the call fails", async () => {
    fake.configure({ json: 'Here is your wrap-up: it was a good week!' });
    expect(await generate(await userOf(t))).toMatchObject({ ...weekFigures, ...fallback });

    fake.configure({ json: { ...defaultInsights, trend: 'wonderful' } });
    expect(await generate(await userOf(t))).toMatchObject({ ...weekFigures, ...fallback });

    fake.setFailure('chat', 500);
    expect(await generate(await userOf(t))).toMatchObject({ ...weekFigures, ...fallback });
    // The refused requests (the fake records no body for them) were made: the fallback is not a skipped call.
    expect(fake.requests.filter((r) => r.route === 'chat' && r.body === undefined).length).toBeGreaterThanOrEqual(1);
  });

  it("writes the fallback and the missing summary in the language of the person's profile when the wrap-up is made", async () => {
    const es = translator('es');
    fake.setFailure('chat', 500);
    const spanishUser = await userOf(t, { language: 'es' });
    const spanish = await generate(spanishUser);
    expect(spanish).toMatchObject({
      ...weekFigures,
      aiSummary: es('wrapups:messages.fallbackSummary'),
      keyInsights: [es('wrapups:messages.fallbackInsights.first'), es('wrapups:messages.fallbackInsights.second')],
      recommendations: [es('wrapups:messages.fallbackRecommendations.first'), es('wrapups:messages.fallbackRecommendations.second')],
      moodTrend: 'stable',
    });
    expect(spanish.aiSummary).not.toBe(wrapUpMessages.fallbackSummary);
    expect(spanish.keyInsights).not.toContain(wrapUpMessages.fallbackInsights.first);
    // Stored as written: read back with an English page, it stays in Spanish.
    const read = await spanishUser.client.request('GET', `/api/wrap-ups/${spanish.id}`, undefined, { 'accept-language': 'en' });
    expect(read.json<WrapUp>().aiSummary).toBe(es('wrapups:messages.fallbackSummary'));

    fake.setFailure('chat', undefined);
    fake.configure({ json: { insights: ['Una cosa destacó.'], trend: 'improving' } });
    const partial = await generate(await userOf(t, { language: 'es' }));
    expect(partial.aiSummary).toBe(es('wrapups:messages.missingSummary'));
    expect(partial.aiSummary).not.toBe(wrapUpMessages.missingSummary);
  });

  it('says its refusals (nothing this week, not found) in the language the page asks for', async () => {
    const es = translator('es');
    const user = await userOf(t, { withWeek: false });
    const empty = await user.client.request('POST', '/api/wrap-ups', {}, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: { code: 'invalid_state', message: es('wrapups:messages.noData') } });
    expect(es('wrapups:messages.noData')).not.toBe(wrapUpMessages.noData);

    const missing = await user.client.request('GET', '/api/wrap-ups/7d0c2f5e-3c1a-4b7e-9a51-2f7c4b1d9e00', undefined, { 'accept-language': 'es' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: es('wrapups:messages.notFound') } });
    expect(es('wrapups:messages.notFound')).not.toBe(wrapUpMessages.notFound);
  });

  it("fills in SPEC's defaults for the fields the reply leaves out and keeps the rest", async () => {
    fake.configure({ json: { summary: 'Only a summary.' } });
    expect(await generate(await userOf(t))).toMatchObject({
      aiSummary: 'Only a summary.',
      keyInsights: [],
      recommendations: [],
      moodTrend: 'stable',
    });

    fake.configure({ json: { insights: ['One thing stood out.'], trend: 'improving' } });
    expect(await generate(await userOf(t))).toMatchObject({
      aiSummary: wrapUpMessages.missingSummary,
      keyInsights: ['One thing stood out.'],
      recommendations: [],
      moodTrend: 'improving',
    });
  });

  it('refuses a week with nothing in it (last Sunday night in New York is last week), without asking the AI', async () => {
    const user = await userOf(t, { withWeek: false });
    await t.db
      .insertInto('mood_entries')
      .values({ ...calmCheckIn, user_id: user.id, day: '2026-11-22' })
      .execute();
    await seedSessions(t.db, user.id, [{ title: 'Sunday night', createdAt: new Date('2026-11-23T04:30:00Z'), durationSeconds: 60 }]);
    const res = await user.client.post('/api/wrap-ups', {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'invalid_state', message: wrapUpMessages.noData } });
    expect(chatRequests()).toHaveLength(0);

    const list = await user.client.get('/api/wrap-ups');
    expect(list.json<WrapUpsResponse>()).toEqual({
      wrapUps: [],
      currentWeek: { periodStart: '2026-11-23', periodEnd: '2026-11-29', moodEntries: 0, sessions: 0, hasData: false },
    });
  });

  it('lets the free plan generate once a calendar month (local time), refusing without asking the AI', async () => {
    const user = await userOf(t);
    await generate(user);
    const second = await user.client.post('/api/wrap-ups', {});
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.wrapUpMonthly } });
    expect(chatRequests()).toHaveLength(1);

    // Monday 30 November, a new week with a check-in, but the same month.
    await t.db
      .insertInto('mood_entries')
      .values([
        { ...calmCheckIn, user_id: user.id, day: '2026-11-30' },
        { ...calmCheckIn, user_id: user.id, day: '2026-12-01', mood_score: 4 },
      ])
      .execute();
    clock = new Date('2026-11-30T15:00:00Z');
    expect((await user.client.post('/api/wrap-ups', {})).statusCode).toBe(403);
    // 1 December 02:00 UTC is still 30 November in New York.
    clock = new Date('2026-12-01T02:00:00Z');
    expect((await user.client.post('/api/wrap-ups', {})).statusCode).toBe(403);
    clock = new Date('2026-12-01T15:00:00Z');
    const december = await generate(user);
    expect(december).toMatchObject({ periodStart: '2026-11-30', periodEnd: '2026-12-06', moodAverage: 3.5, totalSessions: 0 });
  });

  it('lets premium generate once a local day, and the 24-hour pass once a week', async () => {
    const premium = await userOf(t, { plan: 'premium-monthly' });
    await generate(premium);
    const again = await premium.client.post('/api/wrap-ups', {});
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.wrapUpDaily } });
    // 03:00 UTC on Thursday is still Wednesday evening in New York.
    clock = new Date('2026-11-26T03:00:00Z');
    expect((await premium.client.post('/api/wrap-ups', {})).statusCode).toBe(403);
    clock = new Date('2026-11-26T06:00:00Z');
    await generate(premium);

    clock = WEDNESDAY;
    const pass = await userOf(t, { plan: '24hour_pass', passExpiresAt: new Date('2026-11-26T12:00:00Z') });
    await generate(pass);
    clock = new Date('2026-11-26T10:00:00Z');
    const sameWeek = await pass.client.post('/api/wrap-ups', {});
    expect(sameWeek.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.wrapUpWeekly } });
    // The pass has run out: the free plan's monthly limit applies.
    clock = new Date('2026-11-26T13:00:00Z');
    expect((await pass.client.post('/api/wrap-ups', {})).json()).toEqual({
      error: { code: 'limit_reached', message: limitMessages.wrapUpMonthly },
    });
  });

  it("lists the user's wrap-ups newest first with this week's counts, and never another user's", async () => {
    const user = await userOf(t, { plan: 'premium-annual' });
    const first = await generate(user);
    clock = new Date('2026-11-26T15:00:00Z');
    const second = await generate(user);
    const other = await userOf(t);
    const othersWrapUp = await generate(other);

    const list = await user.client.get('/api/wrap-ups');
    expect(list.statusCode).toBe(200);
    expect(list.json<WrapUpsResponse>()).toEqual({
      wrapUps: [second, first],
      currentWeek: { periodStart: '2026-11-23', periodEnd: '2026-11-29', moodEntries: 3, sessions: 4, hasData: true },
    });

    const foreign = await user.client.get(`/api/wrap-ups/${othersWrapUp.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'not_found', message: wrapUpMessages.notFound } });
    expect((await user.client.get('/api/wrap-ups/7d0c2f5e-3c1a-4b7e-9a51-2f7c4b1d9e00')).statusCode).toBe(404);
    const malformed = await user.client.get('/api/wrap-ups/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
    expect((await other.client.get('/api/wrap-ups')).json<WrapUpsResponse>().wrapUps).toEqual([othersWrapUp]);
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const user = await userOf(t, { withWeek: false });
    user.client.cookies.clear();
    expect((await user.client.get('/api/wrap-ups')).statusCode).toBe(401);
    expect((await user.client.get('/api/wrap-ups/7d0c2f5e-3c1a-4b7e-9a51-2f7c4b1d9e00')).statusCode).toBe(401);
    expect((await user.client.post('/api/wrap-ups', {})).statusCode).toBe(401);
  });
});

describe('wrap-ups with the offline provider (no AI configured)', () => {
  const t = useTestApp({ deps: { now: () => WEDNESDAY } });

  it('writes the wrap-up from the figures, naming the best and hardest day in the user language', async () => {
    const english = await generate(await userOf(t));
    expect(english).toMatchObject({ ...weekFigures, moodTrend: 'improving' });
    expect(english.aiSummary).not.toBe(wrapUpMessages.fallbackSummary);
    expect(english.aiSummary).toBe(
      'You checked in 3 times this week, with an average mood of 3.7/5. You had 4 sessions with Solace, 50 minutes in all. ' +
        'Your mood lifted as the week went on.',
    );
    expect(english.keyInsights).toContain('Tuesday was your best day, and Monday was the most challenging.');
    expect(english.keyInsights).toContain('Your sessions lasted about 13 minutes on average, and Tuesday was your most active day.');
    expect(english.recommendations[0]).toMatch(/wind-down routine/);
    // A free plan allows one check-in a week: its wrap-up never asks for one every day.
    expect(english.recommendations.join(' ')).not.toMatch(/every day/);
    expect((await generate(await userOf(t, { plan: 'premium-monthly' }))).recommendations.join(' ')).toMatch(/every day/);

    const spanish = await generate(await userOf(t, { language: 'es' }));
    expect(spanish.keyInsights[0]).toBe('El martes fue tu mejor día y el lunes, el más difícil.');
  });
});
