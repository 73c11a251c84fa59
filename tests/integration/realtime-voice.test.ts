import { beforeEach, describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider, OPUS_TOC_20MS } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds exhausting. You have been carrying a lot. What would help you rest tonight?';
/** 1.5 s of a real Opus stream (48 kHz, 20 ms packets), as the browser's encoder sends it. */
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);

describe('realtime voice sessions', () => {
  const ai = new ScriptedAiProvider();
  const t = useRealtimeApp(() => ({ ai }));
  beforeEach(() => {
    ai.options = { reply: REPLY, packetsPerSentence: 10 };
  });

  async function voiceClient(preferences: { preferredLanguage?: 'en' | 'de'; voicePreference?: 'friendly' | 'warm' } = {}) {
    const user = await createSignedInUser(t, { notificationPreferences: preferences });
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    return { user, client, ready };
  }
  const messages = (sessionId: string) =>
    t.db.selectFrom('session_messages').select(['role', 'content', 'interrupted', 'source']).where('session_id', '=', sessionId).orderBy('ordinal').execute();

  it('transcribes an utterance at once, answers, and streams the spoken reply in order with its captions', async () => {
    const { client, ready } = await voiceClient({ preferredLanguage: 'de', voicePreference: 'friendly' });
    expect(ready).toMatchObject({ mode: 'voice', dailyRemainingSeconds: 900, sessionRemainingSeconds: 900 });
    client.speak(1, speech);
    const heard = await client.next('transcript.user');
    expect(heard.text).toBe('I have been feeling really stressed about work lately.');
    expect(ai.transcriptions.at(-1)).toEqual({ samples: 1500 * 16, sampleRate: 16_000 });
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);

    const captions = client.ofType('response.text.delta');
    expect(captions.map((c) => [c.sentenceIndex, c.delta])).toEqual([
      [0, 'That sounds exhausting.'],
      [1, ' You have been carrying a lot.'],
      [2, ' What would help you rest tonight?'],
    ]);
    expect(client.audio).toHaveLength(30);
    expect(client.audio.map((a) => a.sequence)).toEqual([...Array(30).keys()]);
    expect(client.audio.every((a) => a.kind === 'output' && a.streamId === done.turnId)).toBe(true);
    expect(client.audio.map((a) => [a.sentenceIndex, a.payload[0], a.payload[2]])).toEqual(
      [...Array(30).keys()].map((i) => [Math.floor(i / 10), OPUS_TOC_20MS, i % 10]),
    );
    // The user's words are announced (saved) before any of the reply, though the reply did not wait for the save to start.
    expect(client.arrivals.indexOf('transcript.user')).toBeLessThan(client.arrivals.indexOf('response.audio.start'));
    // The caption of each sentence travels just ahead of its audio; audio.start ahead of both.
    expect(client.arrivals.indexOf('response.audio.start')).toBeLessThan(client.arrivals.indexOf('audio:0:0'));
    expect(client.arrivals.indexOf('response.text.delta')).toBeLessThan(client.arrivals.indexOf('audio:0:0'));
    expect(client.arrivals.lastIndexOf('response.text.delta')).toBeLessThan(client.arrivals.indexOf('audio:2:20'));
    expect(client.arrivals.lastIndexOf('response.text.delta')).toBeGreaterThan(client.arrivals.indexOf('audio:1:19'));
    // Paced at about real time: 600 ms of speech with a 100 ms lead.
    const spread = (client.audio.at(-1)?.at ?? 0) - (client.audio[0]?.at ?? 0);
    expect(spread).toBeGreaterThanOrEqual(400);
    // The profile says German, but the words heard were English: the voice speaks English.
    expect(ai.syntheses.slice(-3).map((s) => [s.voice, s.language])).toEqual([
      ['friendly', 'en'],
      ['friendly', 'en'],
      ['friendly', 'en'],
    ]);

    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: heard.text, interrupted: false, source: 'voice' },
      { role: 'assistant', content: REPLY, interrupted: false, source: 'voice' },
    ]);
    const row = await t.db.selectFrom('sessions').select('type').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.type).toBe('call');
    client.close();
  });

  it('drops recordings and transcripts SPEC says to drop, and keeps listening', async () => {
    const { client, ready } = await voiceClient();
    const transcriptions = ai.transcriptions.length;
    client.speak(1, speech.slice(0, 20)); // 400 ms
    expect(await client.next('input_audio.dropped')).toMatchObject({ utteranceId: 1, reason: 'audio_too_short' });
    expect(ai.transcriptions.length).toBe(transcriptions);
    ai.options.transcripts = ['Hmm.'];
    client.speak(2, speech);
    expect(await client.next('input_audio.dropped')).toMatchObject({ utteranceId: 2, reason: 'transcript_too_short' });
    ai.options.transcripts = ['Okay, so here is what happened today.'];
    client.speak(3, speech);
    expect((await client.next('transcript.user')).text).toBe('Okay, so here is what happened today.');
    await client.next('response.done');
    expect((await messages(ready.sessionId)).map((m) => m.content)).toEqual(['Okay, so here is what happened today.', REPLY]);
    client.close();
  });

  it('barge-in: response.cancel stops the reply within a frame, aborts the upstream calls and saves only what was sent', async () => {
    ai.options = { reply: REPLY, packetsPerSentence: 25, deltaDelayMs: 40 };
    const { client, ready } = await voiceClient();
    const aborted = { ...ai.aborted };
    client.speak(1, speech);
    await client.until(() => client.audio.length >= 3);
    client.send({ type: 'response.cancel' });
    const cancelled = await client.next('response.cancelled');
    const sentAtCancel = client.audio.length;
    expect(cancelled.text).toBe('That sounds exhausting.');
    expect(client.ofType('response.done')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.audio.length - sentAtCancel).toBeLessThanOrEqual(1);
    expect(ai.aborted.reply + ai.aborted.speech).toBeGreaterThan(aborted.reply + aborted.speech);
    const saved = await messages(ready.sessionId);
    expect(saved.at(-1)).toEqual({ role: 'assistant', content: 'That sounds exhausting.', interrupted: true, source: 'voice' });
    expect(cancelled.messageId).not.toBeNull();
    client.close();
  });

  it('barge-in: new speech while the companion talks cuts the reply and is answered in turn', async () => {
    ai.options = { reply: REPLY, packetsPerSentence: 25, transcripts: ['First thing I wanted to say.', 'Sorry, let me add something.'] };
    const { client, ready } = await voiceClient();
    client.speak(1, speech);
    await client.until(() => client.audio.length >= 2);
    client.speak(2, speech);
    const cancelled = await client.next('response.cancelled');
    expect(cancelled.text).toBe('That sounds exhausting.');
    await client.next('response.done');
    expect((await messages(ready.sessionId)).map((m) => [m.role, m.content, m.interrupted])).toEqual([
      ['user', 'First thing I wanted to say.', false],
      ['assistant', 'That sounds exhausting.', true],
      ['user', 'Sorry, let me add something.', false],
      ['assistant', REPLY, false],
    ]);
    client.close();
  });

  it('sends crisis resources for a flagged message and still answers supportively', async () => {
    ai.options = { reply: REPLY, flagged: (text) => text.includes('hurt'), transcripts: ['I want to hurt myself tonight.'] };
    const { client } = await voiceClient();
    client.speak(1, speech);
    const crisis = await client.next('crisis.resources');
    expect(crisis.resources.length).toBeGreaterThan(1);
    expect(crisis.resources.some((r) => r.contact.includes('988'))).toBe(true);
    // The offline companion answers with the crisis reply, naming where to find a line (see crisis-realtime.test.ts).
    expect((await client.next('response.done')).text).toContain('findahelpline.com');
    expect(client.arrivals.indexOf('crisis.resources')).toBeLessThan(client.arrivals.indexOf('response.done'));
    client.close();
  });

  it('when speech synthesis fails, sends the reply as captions only and listens again', async () => {
    ai.options = { reply: REPLY, failSpeech: true };
    const { client, ready } = await voiceClient();
    client.speak(1, speech);
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    expect(client.audio).toHaveLength(0);
    expect(client.ofType('response.audio.start')).toHaveLength(0);
    expect((await messages(ready.sessionId)).at(-1)?.content).toBe(REPLY);
    ai.options = { reply: REPLY, packetsPerSentence: 2 };
    client.speak(2, speech);
    await client.next('response.done');
    expect(client.audio).toHaveLength(6);
    client.close();
  });

  it('explains when speech recognition is unavailable, and the session goes on in text', async () => {
    ai.options = { reply: REPLY, failTranscription: 'unavailable' };
    const { client } = await voiceClient();
    client.speak(1, speech);
    const error = await client.next('error');
    expect(error.code).toBe('stt_unavailable');
    expect(error.message).toContain('switch to text chat');
    client.send({ type: 'text.send', text: 'Typing instead then.' });
    expect((await client.next('error')).message).toBe('Switch to text chat to type a message.');
    client.send({ type: 'mode.set', mode: 'text' });
    expect(await client.next('mode.changed')).toMatchObject({ mode: 'text' });
    client.send({ type: 'input_audio.start', utteranceId: 2 });
    expect((await client.next('error')).message).toBe('Switch to a voice call to speak.');
    client.send({ type: 'text.send', text: 'Typing instead then.' });
    expect((await client.next('response.done')).text).toBe(REPLY);
    expect(client.audio).toHaveLength(0);
    client.close();
  });
});
