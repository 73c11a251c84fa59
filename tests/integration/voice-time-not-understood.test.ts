import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { createManualClock } from '../support/manual-clock';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

/** 2 s of speech as the browser's encoder sends it. */
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 2000, amplitude: 6000 }), 48_000);

describe('voice time is not charged for speech that was not understood', () => {
  const ai = new ScriptedAiProvider({ packetsPerSentence: 2 });
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  async function voiceCall() {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    return { user, client, ready };
  }
  const lastUsage = (client: RealtimeTestClient) => client.ofType('usage').at(-1);
  const usedSeconds = (client: RealtimeTestClient, seconds: number) => () => lastUsage(client)?.voiceSecondsUsed === seconds;
  async function endCall(client: RealtimeTestClient, userId: string, sessionId: string) {
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    client.close();
    const usage = await t.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const session = await t.db.selectFrom('sessions').select('voice_seconds').where('id', '=', sessionId).executeTakeFirstOrThrow();
    return { today: usage.voice_seconds, session: session.voice_seconds };
  }

  it('gives back the time of a failed transcription and of an empty one; an understood turn is charged', async () => {
    const { user, client, ready } = await voiceCall();
    await clock.advance(10_000);
    ai.options = { packetsPerSentence: 2, failTranscription: 'error' };
    client.speak(1, speech);
    expect(await client.next('error')).toMatchObject({ code: 'provider_failed' });
    await client.until(usedSeconds(client, 8));
    expect(lastUsage(client)).toMatchObject({ dailyRemainingSeconds: 892, sessionRemainingSeconds: 892 });

    await clock.advance(10_000);
    ai.options = { packetsPerSentence: 2, transcripts: [' . '] };
    client.speak(2, speech);
    expect(await client.next('input_audio.dropped')).toMatchObject({ utteranceId: 2, reason: 'transcript_too_short' });
    await client.until(usedSeconds(client, 16));

    await clock.advance(10_000);
    ai.options = { packetsPerSentence: 2 };
    client.speak(3, speech);
    await client.next('response.done');
    expect(await endCall(client, user.id, ready.sessionId)).toEqual({ today: 26, session: 26 });
  });

  it('charges nothing from the moment recognition is lost until speech is understood again', async () => {
    const { user, client, ready } = await voiceCall();
    await clock.advance(10_000);
    ai.options = { packetsPerSentence: 2, failTranscription: 'unavailable' };
    client.speak(1, speech);
    expect(await client.next('error')).toMatchObject({ code: 'stt_unavailable' });
    await client.until(() => lastUsage(client)?.metered === false);
    expect(lastUsage(client)).toMatchObject({ voiceSecondsUsed: 8, dailyRemainingSeconds: 892 });
    const usageEvents = client.ofType('usage').length;
    await clock.advance(60_000);
    expect(client.ofType('usage')).toHaveLength(usageEvents);
    const today = await t.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(today.voice_seconds).toBe(8);

    ai.options = { packetsPerSentence: 2 };
    client.speak(2, speech);
    await client.next('response.done');
    expect(lastUsage(client)).not.toHaveProperty('metered');
    await clock.advance(10_000);
    await client.until(usedSeconds(client, 18));
    expect(await endCall(client, user.id, ready.sessionId)).toEqual({ today: 18, session: 18 });
  });
});
