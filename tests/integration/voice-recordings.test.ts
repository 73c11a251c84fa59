import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SessionDetail } from '@shared/api/sessions';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { wavToPcm } from '../../server/src/audio/wav';
import { createVoiceRecordings } from '../../server/src/features/sessions/voice-recordings.service';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds like a lot to carry. What would help tonight?';
/** 1.5 s of a real Opus stream (48 kHz, 20 ms packets), as the browser's encoder sends it. */
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);

describe("'Keep recordings of my voice sessions'", () => {
  const ai = new ScriptedAiProvider();
  let t: RealtimeTestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await startRealtimeApp({ ai, env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => void logs.push(line) } });
    ai.options = { reply: REPLY, packetsPerSentence: 2 };
  });
  afterAll(() => t.close());

  const keepRecordings = async (user: SignedInUser, on: boolean) => {
    const res = await user.client.patch('/api/profile', { keepVoiceRecordings: on });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().keepVoiceRecordings).toBe(on);
  };
  /** One voice session with one answered utterance; returns the session id once the reply is done. */
  const talk = async (user: SignedInUser, before?: () => Promise<void>) => {
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    await before?.();
    client.speak(1, speech);
    const heard = await client.next('transcript.user');
    await client.next('response.done');
    client.close();
    return { sessionId: ready.sessionId, messageId: heard.messageId };
  };
  const recordingsOf = (userId: string) => t.db.selectFrom('voice_recordings').select('message_id').where('user_id', '=', userId).execute();
  const detail = async (user: SignedInUser, sessionId: string) => (await user.client.get(`/api/sessions/${sessionId}`)).json<SessionDetail>();
  /** Recordings are kept beside the reply: wait for the work that outlives the turn. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('is off by default: a voice turn keeps no audio and the message has no audio URL', async () => {
    const user = await createSignedInUser(t);
    expect((await user.client.get('/api/profile')).json().keepVoiceRecordings).toBe(false);
    const { sessionId } = await talk(user);
    await settled();
    expect(await recordingsOf(user.id)).toEqual([]);
    const { messages } = await detail(user, sessionId);
    expect(messages.map((m) => [m.role, m.audioUrl])).toEqual([
      ['user', null],
      ['assistant', null],
    ]);
  });

  it('applies at once, also in a session already running: off keeps nothing more, on starts with the next thing said', async () => {
    const user = await createSignedInUser(t);
    await keepRecordings(user, true);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    const turn = async (n: number) => {
      client.speak(n, speech);
      await client.until(() => client.ofType('response.done').length === n);
      await settled();
      return client.ofType('transcript.user')[n - 1]?.messageId;
    };
    const first = await turn(1);
    expect(await recordingsOf(user.id)).toEqual([{ message_id: first }]);
    await keepRecordings(user, false);
    await turn(2);
    expect(await recordingsOf(user.id)).toEqual([{ message_id: first }]);
    await keepRecordings(user, true);
    const third = await turn(3);
    expect((await recordingsOf(user.id)).map((r) => r.message_id).sort()).toEqual([first, third].sort());
    client.close();
  });

  it('attaches a recording only to the user’s own message', async () => {
    const [owner, other] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    await Promise.all([keepRecordings(owner, true), keepRecordings(other, true)]);
    const { messageId } = await talk(owner);
    await expect.poll(() => recordingsOf(owner.id)).toHaveLength(1);
    await t.db.deleteFrom('voice_recordings').where('message_id', '=', messageId).execute();
    const recordings = createVoiceRecordings({ db: t.db });
    await recordings.keep(other.id, messageId, { mimeType: 'audio/wav', bytes: Uint8Array.of(1, 2, 3), durationMs: 10 });
    expect(await t.db.selectFrom('voice_recordings').select('message_id').where('message_id', '=', messageId).execute()).toEqual([]);
  });

  it('when on, keeps each heard message as a WAV only its owner can play, and deletes it with the session', async () => {
    const [owner, stranger] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    await keepRecordings(owner, true);
    expect((await owner.client.get('/api/me')).json().profile.keepVoiceRecordings).toBe(true);
    const { sessionId, messageId } = await talk(owner);

    await expect.poll(async () => (await detail(owner, sessionId)).messages.map((m) => [m.role, m.audioUrl])).toEqual([
      ['user', `/api/recordings/${messageId}`],
      ['assistant', null],
    ]);
    const res = await owner.client.get(`/api/recordings/${messageId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const { pcm, sampleRate } = wavToPcm(new Uint8Array(res.rawPayload));
    expect(sampleRate).toBe(16_000);
    expect(pcm.length).toBe(1500 * 16);
    expect(Math.max(...pcm.subarray(4000, 8000))).toBeGreaterThan(1000); // the tone, not silence

    const exported = (await owner.client.get('/api/privacy/export')).json();
    expect(exported.profile.keep_voice_recordings).toBe(true);
    expect(exported.sessions[0].messages[0].audio_url).toBe(`/api/recordings/${messageId}`);
    expect(JSON.stringify(exported)).not.toContain('RIFF');

    expect((await stranger.client.get(`/api/recordings/${messageId}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/recordings/not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/recordings/${messageId}` })).statusCode).toBe(401);

    expect((await owner.client.delete(`/api/sessions/${sessionId}`)).statusCode).toBe(204);
    expect(await recordingsOf(owner.id)).toEqual([]);
    expect((await owner.client.get(`/api/recordings/${messageId}`)).statusCode).toBe(404);
  });

  it('keeps nothing of speech that was dropped as too short', async () => {
    const user = await createSignedInUser(t);
    await keepRecordings(user, true);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    client.speak(1, speech.slice(0, 20)); // 400 ms
    await client.next('input_audio.dropped');
    client.close();
    await settled();
    expect(await recordingsOf(user.id)).toEqual([]);
  });

  it('a recording that cannot be kept is logged without the words, and the turn goes on', async () => {
    const user = await createSignedInUser(t);
    await keepRecordings(user, true);
    await sql`alter table voice_recordings add constraint refuse_recordings check (false) not valid`.execute(t.db);
    try {
      const { sessionId } = await talk(user);
      await expect.poll(() => logs.some((line) => line.includes('keeping a recording failed'))).toBe(true);
      const { messages } = await detail(user, sessionId);
      expect(messages.map((m) => [m.role, m.content.length > 0, m.audioUrl])).toEqual([
        ['user', true, null],
        ['assistant', true, null],
      ]);
      const said = messages[0]?.content ?? '';
      // Neither the words nor the audio (a failing row's bytes, 'RIFF' in hex, are in a database error's detail).
      expect(logs.join('\n')).not.toContain(said);
      expect(logs.join('\n')).not.toMatch(/52494646/i);
    } finally {
      await sql`alter table voice_recordings drop constraint refuse_recordings`.execute(t.db);
    }
  });
});
