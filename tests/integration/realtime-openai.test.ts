import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOggOpusDemuxer } from '../../server/src/audio/ogg-opus';
import { createOpusDecoder } from '../../server/src/audio/opus';
import { rms } from '../support/test-signals';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { fixturePath, loadOpusPackets } from '../fixtures/opus-packets';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'Thank you for telling me. That sounds heavy. What keeps you awake at night?';
const stressed = loadOpusPackets(fixturePath('feeling-stressed.opus-packets'));

describe('realtime sessions through the real openai SDK, against the fake OpenAI server', () => {
  let fake: FakeOpenAi;
  let t: RealtimeTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    t = await startRealtimeApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.configure({ reply: REPLY, json: { summary: 'You talked about work and sleep.', memories: ['Has trouble sleeping'] } });
    fake.setLatencies({ firstTokenMs: 0, tokensPerSecond: 1000, ttsFirstByteMs: 0, ttsBytesPerSecond: 1_000_000 });
    for (const route of ['chat', 'speech', 'transcription', 'moderation'] as const) fake.setFailure(route, undefined);
  });

  async function session(mode: 'voice' | 'text', surface: 'session' | 'chat' = 'session') {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en', voicePreference: 'warm' } });
    return { user, ...(await RealtimeTestClient.session(t.url, user.accessToken, { mode, surface })) };
  }

  it('answers a spoken Opus utterance: transcribed, replied, synthesised per sentence and streamed back as Opus', async () => {
    const { client, ready } = await session('voice');
    const before = fake.requests.length;
    client.speak(1, stressed);
    expect((await client.next('transcript.user')).text).toBe('I have been feeling really stressed about work lately');
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);

    const calls = fake.requests.slice(before);
    const transcription = calls.find((r) => r.route === 'transcription')?.body as { model: string; language: unknown; fileType: string; file: Uint8Array };
    expect(transcription).toMatchObject({ model: 'whisper-1', fileType: 'audio/ogg' });
    // No language hint: the service hears which language is spoken, so a reply can follow it.
    expect(transcription.language).toBeNull();
    expect(createOggOpusDemuxer().push(transcription.file)).toEqual(stressed); // the whole utterance, as it was sent
    const chat = calls.find((r) => r.route === 'chat')?.body as { model: string; max_tokens: number; temperature: number; stream: boolean };
    expect(chat).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 220, temperature: 0.5, stream: true });
    const speech = calls.filter((r) => r.route === 'speech').map((r) => (r.body as { input: string }).input);
    expect(speech).toEqual(['Thank you for telling me.', 'That sounds heavy.', 'What keeps you awake at night?']);

    expect(client.audio.length).toBeGreaterThan(50);
    expect(client.audio.map((a) => a.sequence)).toEqual([...Array(client.audio.length).keys()]);
    const sentences = client.audio.map((a) => a.sentenceIndex);
    expect(sentences).toEqual([...sentences].sort((a, b) => a - b));
    expect(new Set(sentences)).toEqual(new Set([0, 1, 2]));
    const decoder = createOpusDecoder(48_000);
    const pcm = client.audio.slice(5, 25).map((a) => decoder.decode(a.payload));
    decoder.free();
    expect(rms(Int16Array.from(pcm.flatMap((p) => [...p])))).toBeGreaterThan(500);

    const saved = await t.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved).toEqual([
      { role: 'user', content: 'I have been feeling really stressed about work lately' },
      { role: 'assistant', content: REPLY },
    ]);
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    for (let i = 0; i < 100; i++) {
      const row = await t.db.selectFrom('sessions').select('ai_summary').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
      if (row.ai_summary) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const row = await t.db.selectFrom('sessions').select('ai_summary').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.ai_summary).toBe('You talked about work and sleep.');
    client.close();
  });

  it('barge-in aborts the upstream reply and speech requests (the fake sees the abort) and keeps what was sent', async () => {
    fake.configure({ reply: `Thank you for telling me. ${'I am listening closely to every word you say. '.repeat(8)}` });
    fake.setLatencies({ tokensPerSecond: 8, ttsBytesPerSecond: 4000 });
    const { client, ready } = await session('voice');
    client.speak(1, stressed);
    await client.until(() => client.audio.length >= 2, 15_000);
    client.send({ type: 'response.cancel' });
    const cancelled = await client.next('response.cancelled');
    expect(cancelled.text).toBe('Thank you for telling me.');
    await fake.waitFor((r) => r.route === 'chat' && r.aborted);
    await fake.waitFor((r) => r.route === 'speech' && r.aborted);
    const saved = await t.db.selectFrom('session_messages').select(['content', 'interrupted']).where('session_id', '=', ready.sessionId).where('role', '=', 'assistant').execute();
    expect(saved).toEqual([{ content: 'Thank you for telling me.', interrupted: true }]);
    client.close();
  });

  it('uses the chat settings from /dashboard/chat and falls back when the provider fails', async () => {
    const { client } = await session('text', 'chat');
    const before = fake.requests.length;
    client.send({ type: 'text.send', text: 'I had an argument with my friend.' });
    expect((await client.next('response.done')).text).toBe(REPLY);
    const chat = fake.requests.slice(before).find((r) => r.route === 'chat')?.body;
    expect(chat).toMatchObject({ model: 'gpt-4o', max_tokens: 150, temperature: 0.7 });
    fake.setFailure('chat', 500);
    client.send({ type: 'text.send', text: 'Are you still there?' });
    expect((await client.next('response.done')).text).toBe("I'm having trouble processing your message right now. Please try again.");
    client.close();
  });

  it('keeps captions when speech synthesis fails, and recognises nothing it cannot', async () => {
    fake.setFailure('speech', 500);
    const { client } = await session('voice');
    client.speak(1, stressed);
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    expect(client.audio).toHaveLength(0);
    fake.setFailure('speech', undefined);
    fake.setFailure('transcription', 500);
    client.speak(2, stressed);
    expect(await client.next('error')).toMatchObject({ code: 'provider_failed', message: 'Failed to transcribe audio' });
    client.close();
  });
});
