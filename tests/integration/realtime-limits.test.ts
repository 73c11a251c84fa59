import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { createManualClock } from '../support/manual-clock';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';

const DAILY_LIMIT_MESSAGE = "You've reached your 15-minute daily limit. Upgrade to Premium for voice calls with no daily limit.";

describe('voice limits, by the server clock', () => {
  const ai = new ScriptedAiProvider({ packetsPerSentence: 10 });
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  async function voiceSession(user: SignedInUser) {
    return RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
  }
  const usageToday = async (userId: string) =>
    (await t.db.selectFrom('voice_usage').select(['voice_seconds', 'day']).where('user_id', '=', userId).execute()).map((r) => ({
      seconds: r.voice_seconds,
      day: new Date(r.day).toISOString().slice(0, 10),
    }));
  const setPlan = (userId: string, plan: string, passExpiresAt: Date | null = null) =>
    t.db.updateTable('profiles').set({ subscription_plan: plan, pass_expires_at: passExpiresAt }).where('id', '=', userId).execute();

  it('ends a free session at 900 s of the day with the limit message, spoken, then session.ended', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await voiceSession(user);
    expect(ready.dailyRemainingSeconds).toBe(900);
    await clock.advance(899_000);
    await client.until(() => client.ofType('usage').length >= 179);
    expect(client.ofType('limit.reached')).toHaveLength(0);
    expect(client.ofType('usage').at(-1)).toEqual({
      type: 'usage',
      seq: expect.any(Number) as number,
      voiceSecondsUsed: 895,
      dailyRemainingSeconds: 5,
      sessionRemainingSeconds: 5,
    });
    await clock.advance(1000);
    expect(await client.next('limit.reached')).toMatchObject({ reason: 'daily', message: DAILY_LIMIT_MESSAGE });
    for (let i = 0; i < 20 && client.ofType('session.ended').length === 0; i++) {
      await clock.advance(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const apology = await client.next('response.done');
    expect(apology).toMatchObject({ messageId: null, text: DAILY_LIMIT_MESSAGE });
    expect(client.audio.length).toBe(10);
    expect(ai.syntheses.at(-1)?.text).toBe(DAILY_LIMIT_MESSAGE);
    expect(await client.next('session.ended')).toMatchObject({ sessionId: ready.sessionId, reason: 'limit', durationSeconds: 900 });
    expect(await usageToday(user.id)).toEqual([{ seconds: 900, day: '2026-11-21' }]);
    const row = await t.db.selectFrom('sessions').select(['duration', 'voice_seconds']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row).toEqual({ duration: 900, voice_seconds: 900 });

    client.send({ type: 'input_audio.start', utteranceId: 9 });
    expect((await client.next('error')).message).toBe('This session has ended.');
    const again = await RealtimeTestClient.connect(t.url, user.accessToken);
    again.start({ mode: 'voice' });
    expect(await again.next('error')).toEqual({ type: 'error', code: 'limit_reached', message: DAILY_LIMIT_MESSAGE });
    again.start({ mode: 'text' });
    expect(await again.next('session.ready')).toMatchObject({ mode: 'text', dailyRemainingSeconds: 0 });
    again.send({ type: 'mode.set', mode: 'voice' });
    expect(await again.next('error')).toMatchObject({ code: 'limit_reached' });
    client.close();
    again.close();
  });

  it('caps one session at 900 s even on an unlimited plan', async () => {
    const user = await createSignedInUser(t);
    await setPlan(user.id, 'premium-monthly');
    const { client, ready } = await voiceSession(user);
    expect(ready).toMatchObject({ dailyRemainingSeconds: null, sessionRemainingSeconds: 900 });
    await clock.advance(899_999);
    expect(client.ofType('limit.reached')).toHaveLength(0);
    await clock.advance(1);
    expect(await client.next('limit.reached')).toMatchObject({ reason: 'session' });
    for (let i = 0; i < 20 && client.ofType('session.ended').length === 0; i++) {
      await clock.advance(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await client.next('session.ended')).toMatchObject({ reason: 'limit', durationSeconds: 900 });
    client.close();
  });

  it('lets two concurrent sessions of one user, on two server instances, use 900 s together, never more', async () => {
    const second = await buildApp({ ...t.config, instanceId: `${t.config.instanceId}-second` }, { db: t.db, dbKind: t.dbKind, ai, clock });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const secondUrl = typeof address === 'object' && address ? `ws://127.0.0.1:${address.port}/api/realtime` : '';
    const user = await createSignedInUser(t);
    const a = await voiceSession(user);
    const bClient = await RealtimeTestClient.connect(secondUrl, user.accessToken);
    bClient.start({ mode: 'voice' });
    const b = { client: bClient, ready: await bClient.next('session.ready') };
    await clock.advance(449_000);
    expect([a.client.ofType('limit.reached').length, b.client.ofType('limit.reached').length]).toEqual([0, 0]);
    await clock.advance(1000);
    expect(await a.client.next('limit.reached')).toMatchObject({ reason: 'daily' });
    expect(await b.client.next('limit.reached')).toMatchObject({ reason: 'daily' });
    expect(await usageToday(user.id)).toEqual([{ seconds: 900, day: '2026-11-21' }]);
    a.client.close();
    b.client.close();
    await second.close();
  });

  it("counts the day in the user's time zone, and treats an expired 24-hour pass as free", async () => {
    const user = await createSignedInUser(t, { timezone: 'Asia/Tokyo' });
    await setPlan(user.id, '24hour_pass', new Date(clock.now() - 1000));
    const { client, ready } = await voiceSession(user);
    expect(ready.dailyRemainingSeconds).toBe(900);
    await clock.advance(12_000);
    client.send({ type: 'mode.set', mode: 'text' });
    await client.next('mode.changed');
    expect(await usageToday(user.id)).toEqual([{ seconds: 12, day: '2026-11-22' }]);
    client.close();

    await setPlan(user.id, '24hour_pass', new Date(clock.now() + 3_600_000));
    const passed = await voiceSession(user);
    expect(passed.ready.dailyRemainingSeconds).toBeNull();
    passed.client.close();
  });
});
