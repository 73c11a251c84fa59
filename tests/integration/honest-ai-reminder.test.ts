import { describe, expect, it, vi } from 'vitest';
import { honestAiMessages } from '../support/english-texts';
import { createManualClock } from '../support/manual-clock';
import { aiReminderText } from '../../server/src/safety/ai-reminder-texts';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const HOUR = 60 * 60 * 1000;
const REMINDER = honestAiMessages.reminder;

describe('the AI reminder every 3 hours of a session, by the server clock', () => {
  const ai = new ScriptedAiProvider({ packetsPerSentence: 4 });
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  it('comes in a text chat at 3 hours and again at 6, in the transcript only, never saved', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'chat' });
    await clock.advance(3 * HOUR - 1);
    expect(client.ofType('notice')).toHaveLength(0);
    await clock.advance(1);
    expect(await client.next('notice')).toMatchObject({ kind: 'ai_reminder', text: REMINDER });
    expect(client.ofType('notice')[0]).not.toHaveProperty('turnId');
    await clock.advance(3 * HOUR);
    expect(await client.next('notice')).toMatchObject({ kind: 'ai_reminder', text: REMINDER });
    expect(client.ofType('response.done')).toHaveLength(0);
    // The conversation goes on as before.
    client.send({ type: 'text.send', text: 'Still here.' });
    await client.next('response.done');
    const saved = await t.db.selectFrom('session_messages').select('role').where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    client.close();
  });

  it('is spoken in a voice call: captions, audio and a response.done that saves nothing', async () => {
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'session' });
    await clock.advance(3 * HOUR - 60_000);
    client.send({ type: 'mode.set', mode: 'voice' });
    await client.next('mode.changed');
    await clock.advance(60_000);
    const notice = await client.next('notice');
    expect(notice).toMatchObject({ kind: 'ai_reminder', text: REMINDER, turnId: expect.any(Number) as number });
    for (let i = 0; i < 40 && client.ofType('response.done').length === 0; i++) {
      await clock.advance(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await client.next('response.done')).toMatchObject({ turnId: notice.turnId, messageId: null, text: REMINDER });
    expect(ai.syntheses.at(-1)?.text).toBe(REMINDER);
    expect(client.audio.length).toBeGreaterThan(0);
    client.close();
  });

  it("comes in the profile's language", async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'de' } });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'chat' });
    await clock.advance(3 * HOUR);
    const notice = await client.next('notice');
    expect(notice).toMatchObject({ kind: 'ai_reminder', text: aiReminderText('de') });
    expect(notice.text).toContain('KI');
    client.close();
  });

  it('is said and spoken in the language the person writes in, whatever the profile says', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'session' });
    client.send({ type: 'text.send', text: 'Hoy estoy muy cansada porque trabajé todo el día y no dormí bien.' });
    await client.next('response.done');
    await clock.advance(3 * HOUR - 60_000);
    client.send({ type: 'mode.set', mode: 'voice' });
    await client.next('mode.changed');
    await clock.advance(60_000);
    const notice = await client.next('notice');
    expect(notice).toMatchObject({ kind: 'ai_reminder', text: aiReminderText('es') });
    for (let i = 0; i < 40 && client.ofType('response.done').length === 1; i++) {
      await clock.advance(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await client.next('response.done')).toMatchObject({ turnId: notice.turnId, text: aiReminderText('es') });
    expect(ai.syntheses.at(-1)).toMatchObject({ text: aiReminderText('es'), language: 'es' });
    client.close();
  });
});

// Its own app and clock, so the count of timers is this session's alone.
describe('the AI reminder and the end of a session', () => {
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider({ packetsPerSentence: 4 }), clock }));

  it('stops with the session', async () => {
    const user = await createSignedInUser(t);
    const timersBefore = clock.pendingTimers;
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'chat' });
    expect(clock.pendingTimers).toBeGreaterThan(timersBefore);
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    // The reminder's timer went with the session: nothing of it is left to fire. (The summary
    // written after the end has a deadline timer of its own, gone once the summary is saved.)
    await vi.waitFor(() => expect(clock.pendingTimers).toBe(timersBefore), { timeout: 5000 });
    await clock.advance(3 * HOUR);
    expect(client.ofType('notice')).toHaveLength(0);
    client.close();
  });
});
