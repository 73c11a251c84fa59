import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const NOTICE = { en: "You're talking with Solace's built-in companion.", de: 'Du sprichst mit dem eingebauten Begleiter.' };
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);

describe('the notice that the built-in companion answers, in a voice call', () => {
  const ai = new ScriptedAiProvider({ reply: 'I hear you.', packetsPerSentence: 30, notice: (language) => (language === 'de' ? NOTICE.de : NOTICE.en) });
  const t = useRealtimeApp(() => ({ ai }));

  it('is spoken as the call starts, in the profile language: captions, audio, a response.done that saves nothing', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'de' } });
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    const notice = await client.next('notice');
    expect(notice).toMatchObject({ kind: 'offline_companion', text: NOTICE.de, turnId: expect.any(Number) as number });
    expect(await client.next('response.done')).toMatchObject({ turnId: notice.turnId, messageId: null, text: NOTICE.de });
    expect(ai.syntheses.at(-1)).toMatchObject({ text: NOTICE.de, language: 'de' });
    expect(client.audio.length).toBeGreaterThan(0);
    const saved = await t.db.selectFrom('session_messages').select('role').where('session_id', '=', ready.sessionId).execute();
    expect(saved).toEqual([]);
    client.close();
  });

  it('is cut when the person starts talking, and what they said is answered', async () => {
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    const notice = await client.next('notice');
    await client.until(() => client.audio.length >= 2);
    client.speak(1, speech);
    expect(await client.next('response.cancelled')).toMatchObject({ turnId: notice.turnId, messageId: null });
    expect(await client.next('response.done')).toMatchObject({ text: 'I hear you.' });
    client.close();
  });

  it('is only shown in a text chat, once', async () => {
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const notice = await client.next('notice');
    expect(notice).toMatchObject({ kind: 'offline_companion', text: NOTICE.en });
    expect(notice).not.toHaveProperty('turnId');
    client.send({ type: 'text.send', text: 'Hello there.' });
    await client.next('response.done');
    expect(client.ofType('notice')).toHaveLength(1);
    expect(client.ofType('response.done')).toHaveLength(1);
    client.close();
  });
});
