import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { fixturePath, loadOpusPackets } from '../fixtures/opus-packets';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'Thank you for telling me. That sounds heavy. What keeps you awake at night?';
const FALLBACK = "I'm having trouble processing your message right now. Please try again.";
const stressed = loadOpusPackets(fixturePath('feeling-stressed.opus-packets'));

// Each fault is injected through the fake OpenAI server the real SDK talks to; after each, the same
// session must go on and answer the next message normally.
describe('AI provider faults in a live session', () => {
  let fake: FakeOpenAi;
  let t: RealtimeTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    t = await startRealtimeApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.configure({ reply: REPLY, cutAfterTokens: undefined, speech: undefined });
    fake.setLatencies({ sttMs: 0, firstTokenMs: 0, tokensPerSecond: 1000, ttsFirstByteMs: 0, ttsBytesPerSecond: 1_000_000 });
    for (const route of ['chat', 'speech', 'transcription', 'moderation'] as const) fake.setFailure(route, undefined);
  });

  async function session(mode: 'voice' | 'text') {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en', voicePreference: 'warm' } });
    return RealtimeTestClient.session(t.url, user.accessToken, { mode });
  }

  async function answersNormally(client: RealtimeTestClient) {
    fake.configure({ cutAfterTokens: undefined, speech: undefined });
    fake.setLatencies({ sttMs: 0, firstTokenMs: 0, tokensPerSecond: 1000, ttsFirstByteMs: 0 });
    client.send({ type: 'text.send', text: 'Are you still there?' });
    expect((await client.next('response.done')).text).toBe(REPLY);
  }

  it('a reply that does not start in time gets SPEC’s fallback, and the session goes on', async () => {
    const { client } = await session('text');
    fake.setLatencies({ firstTokenMs: 3000 });
    client.send({ type: 'text.send', text: 'Nobody listens to me.' });
    expect((await client.next('response.done', 15_000)).text).toBe(FALLBACK);
    await answersNormally(client);
    client.close();
  });

  it('a reply stream cut halfway keeps what was said, and the session goes on', async () => {
    const { client, ready } = await session('text');
    fake.configure({ cutAfterTokens: 4 });
    client.send({ type: 'text.send', text: 'Work has been a lot.' });
    const cut = await client.next('response.done', 15_000);
    // What had arrived (four words) is the reply; SPEC's fallback is for a reply that never started.
    expect(cut.text.trim()).toBe('Thank you for telling');
    await answersNormally(client);
    const saved = await t.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    client.close();
  });

  it('a slow stream within the time limit arrives whole', async () => {
    const { client } = await session('text');
    fake.setLatencies({ firstTokenMs: 500, tokensPerSecond: 40 });
    client.send({ type: 'text.send', text: 'Take your time.' });
    expect((await client.next('response.done', 15_000)).text).toBe(REPLY);
    client.close();
  });

  it('speech that is not audio, or too slow, leaves the captions and the call goes on', async () => {
    const { client } = await session('voice');
    fake.configure({ speech: new TextEncoder().encode('<html>502 Bad Gateway</html>'.repeat(20)) });
    client.speak(1, stressed);
    expect((await client.next('response.done', 15_000)).text).toBe(REPLY);
    fake.configure({ speech: undefined });
    fake.setLatencies({ ttsFirstByteMs: 3000 });
    client.speak(2, stressed);
    expect((await client.next('response.done', 15_000)).text).toBe(REPLY);
    fake.setLatencies({ ttsFirstByteMs: 0 });
    const heard = client.audio.length;
    client.speak(3, stressed);
    expect((await client.next('response.done', 15_000)).text).toBe(REPLY);
    await client.until(() => client.audio.length > heard);
    client.close();
  });

  it('a transcription that times out is an error the person can read, and the next utterance is heard', async () => {
    const { client } = await session('voice');
    fake.setLatencies({ sttMs: 3000 });
    client.speak(1, stressed);
    expect(await client.next('error', 15_000)).toMatchObject({ code: 'provider_failed', message: 'Failed to transcribe audio' });
    fake.setLatencies({ sttMs: 0 });
    client.speak(2, stressed);
    expect((await client.next('transcript.user')).text).toBe('I have been feeling really stressed about work lately');
    expect((await client.next('response.done')).text).toBe(REPLY);
    client.close();
  });
});
