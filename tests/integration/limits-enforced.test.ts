import { beforeAll, describe, expect, it } from 'vitest';
import { limitMessages, sessionMessages } from '../support/english-texts';
import { createManualClock } from '../support/manual-clock';
import { RealtimeTestClient } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const checkIn = { emotions: ['Calm'], energyLevel: 3, stressLevel: 3, sleepQuality: 3 };

/** The server refuses what the plan does not allow, whatever the client does: the API and the socket, called directly. */
describe('plan limits, enforced by the server', () => {
  // Tuesday 24 November 2026, 15:00 UTC, for the realtime server and the routes alike.
  const clock = createManualClock(Date.UTC(2026, 10, 24, 15, 0, 0));
  const t = useTestApp({ deps: { ai: new ScriptedAiProvider(), clock, now: () => new Date(clock.now()) } });
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = typeof address === 'object' && address ? `ws://127.0.0.1:${address.port}/api/realtime` : '';
  });

  const setPlan = (userId: string, plan: string, passExpiresAt: Date | null = null) =>
    t.db.updateTable('profiles').set({ subscription_plan: plan, pass_expires_at: passExpiresAt }).where('id', '=', userId).execute();
  const usedToday = async (user: SignedInUser, seconds: number) =>
    t.db.insertInto('voice_usage').values({ user_id: user.id, day: '2026-11-24', voice_seconds: seconds }).execute();
  const voiceToday = async (user: SignedInUser) =>
    (await t.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', user.id).executeTakeFirst())?.voice_seconds;
  const startVoice = async (user: SignedInUser) => {
    const client = await RealtimeTestClient.connect(url, user.accessToken);
    client.start({ mode: 'voice' });
    await client.until(() => client.ofType('error').length + client.ofType('session.ready').length > 0);
    client.close();
    return client;
  };

  it("refuses a free user's voice session on the socket once the day's 15 minutes are used", async () => {
    const user = await createSignedInUser(t);
    await usedToday(user, 900);
    const refused = await startVoice(user);
    expect(refused.ofType('error')).toEqual([{ type: 'error', code: 'limit_reached', message: sessionMessages.dailyLimit }]);
    expect(refused.ofType('session.ready')).toEqual([]);
    expect(await voiceToday(user)).toBe(900);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('lets the last second of the day start, and an unlimited plan start after 15 minutes', async () => {
    const almost = await createSignedInUser(t);
    await usedToday(almost, 899);
    expect((await startVoice(almost)).ofType('session.ready')[0]).toMatchObject({ dailyRemainingSeconds: 1 });

    const premium = await createSignedInUser(t);
    await setPlan(premium.id, 'premium-annual');
    await usedToday(premium, 900);
    expect((await startVoice(premium)).ofType('session.ready')[0]).toMatchObject({ dailyRemainingSeconds: null });
  });

  it('counts a 24-hour pass that ended a second ago as free', async () => {
    const user = await createSignedInUser(t);
    await usedToday(user, 900);
    await setPlan(user.id, '24hour_pass', new Date(clock.now() - 1000));
    expect((await startVoice(user)).ofType('error')[0]).toMatchObject({ code: 'limit_reached' });
    await setPlan(user.id, '24hour_pass', new Date(clock.now() + 1000));
    expect((await startVoice(user)).ofType('session.ready')).toHaveLength(1);
  });

  it("refuses a free user's second mood check-in of the week with 403 and the paywall reason", async () => {
    const user = await createSignedInUser(t);
    expect((await user.client.post('/api/mood/entries', checkIn)).statusCode).toBe(201);
    await clock.advance(24 * 60 * 60 * 1000); // Wednesday: a new day, the same week
    const refused = await user.client.post('/api/mood/entries', checkIn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.mood } });
    expect(await t.db.selectFrom('mood_entries').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});
