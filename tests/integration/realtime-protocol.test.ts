import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signAccessToken } from '../../server/src/plugins/auth';
import { encodeAudioFrame } from '@shared/protocol/audio-frame';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { OPUS_TOC_20MS, ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';

describe('the realtime socket: upgrade, protocol and bad input', () => {
  const ai = new ScriptedAiProvider();
  let t: RealtimeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startRealtimeApp({ ai, env: { REALTIME_HEARTBEAT_MS: '300' } });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  async function textSession() {
    return RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
  }
  /** The session is still there: a message sent now is answered. */
  async function stillAnswers(client: RealtimeTestClient) {
    const done = client.ofType('response.done').length;
    client.send({ type: 'text.send', text: 'Are you still with me?' });
    await client.until(() => client.ofType('response.done').length > done);
  }
  const packet = Uint8Array.of(OPUS_TOC_20MS, 1, 2, 3);

  it('refuses the upgrade without a valid access cookie (401) or from another origin (403)', async () => {
    await expect(RealtimeTestClient.connect(t.url, null)).rejects.toThrow('refused with 401');
    const forged = await signAccessToken({ id: user.id, email: user.email }, 'another-secret-that-is-long-enough-for-hs256');
    await expect(RealtimeTestClient.connect(t.url, forged)).rejects.toThrow('refused with 401');
    await expect(RealtimeTestClient.connect(t.url, user.accessToken, 'https://evil.example')).rejects.toThrow('refused with 403');
    await expect(RealtimeTestClient.connect(t.url, user.accessToken, null)).rejects.toThrow('refused with 403');
  });

  it('answers invalid JSON, unknown types and bad fields with validation_failed, and keeps the session', async () => {
    const { client } = await textSession();
    client.socket.send('{not json');
    expect(await client.next('error')).toEqual({ type: 'error', code: 'validation_failed', message: 'That message is not valid JSON.' });
    client.socket.send(JSON.stringify({ type: 'session.teleport' }));
    expect(await client.next('error')).toMatchObject({ code: 'validation_failed', message: 'That message type is not known.' });
    client.socket.send(JSON.stringify({ type: 'text.send', text: 42 }));
    expect((await client.next('error')).code).toBe('validation_failed');
    client.send({ type: 'ping' });
    await client.next('pong');
    await stillAnswers(client);
    client.close();
  });

  it('answers an oversize frame with payload_too_large and keeps the session; a huge one closes the socket (1009)', async () => {
    const { client } = await textSession();
    client.socket.send(JSON.stringify({ type: 'text.send', text: 'x'.repeat(100_000) }));
    expect(await client.next('error')).toEqual({ type: 'error', code: 'payload_too_large', message: 'That message is too large.' });
    await stillAnswers(client);
    client.socket.send(Buffer.alloc(2 * 1024 * 1024));
    expect((await client.closed).code).toBe(1009);
  });

  it('refuses audio before a session, a wrong protocol version, and a second start', async () => {
    const client = await RealtimeTestClient.connect(t.url, user.accessToken);
    client.socket.send(encodeAudioFrame({ kind: 'input', streamId: 1, sentenceIndex: 0, sequence: 0 }, packet));
    client.socket.send(encodeAudioFrame({ kind: 'input', streamId: 1, sentenceIndex: 0, sequence: 1 }, packet));
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'invalid_state', message: 'Start a session first.' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'invalid_state', message: 'Start a session first.' });
    expect(client.ofType('error')).toHaveLength(2); // one for the stray audio, one for the commit
    client.send({ type: 'session.start', protocolVersion: PROTOCOL_VERSION + 1, mode: 'text' });
    expect((await client.next('error')).code).toBe('incompatible_protocol');
    client.start({ mode: 'voice' });
    const ready = await client.next('session.ready');
    client.start({ mode: 'text' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_state', message: 'A session is already running on this connection.' });
    client.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: 0 });
    expect((await client.next('error')).code).toBe('invalid_state');
    client.socket.send(Uint8Array.of(7, 7, 7));
    expect(await client.next('error')).toMatchObject({ code: 'validation_failed', message: 'That audio frame is not valid.' });
    client.send({ type: 'text.send', text: 'Typing in a call' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_state', message: 'Switch to text chat to type a message.' });
    client.send({ type: 'input_audio.commit', utteranceId: 5 });
    expect((await client.next('error')).message).toBe('That audio does not belong to the current recording.');
    client.send({ type: 'input_audio.start', utteranceId: 6 });
    client.socket.send(encodeAudioFrame({ kind: 'input', streamId: 99, sentenceIndex: 0, sequence: 0 }, packet));
    expect((await client.next('error')).message).toBe('That audio does not belong to the current recording.');
    const rows = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.id)).toContain(ready.sessionId);
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    client.close();
  });

  it('answers every frame after the end with an error, and saved data stays as it was', async () => {
    const { client, ready } = await textSession();
    await stillAnswers(client);
    client.send({ type: 'session.end', moodAfter: 'same' });
    await client.next('session.ended');
    const before = await t.db.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).execute();
    client.send({ type: 'text.send', text: 'Hello?' });
    client.send({ type: 'mode.set', mode: 'voice' });
    client.send({ type: 'session.end' });
    client.socket.send(encodeAudioFrame({ kind: 'input', streamId: 3, sentenceIndex: 0, sequence: 0 }, packet));
    await client.until(() => client.ofType('error').length === 4);
    expect(new Set(client.ofType('error').map((e) => e.message))).toEqual(new Set(['This session has ended.']));
    const after = await t.db.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).execute();
    expect(after).toEqual(before);
    const row = await t.db.selectFrom('sessions').select(['mood_after', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.mood_after).toBe('same');
    client.close();
  });

  it('closes sockets that stop answering pings, and sockets that never start a session', async () => {
    const idle = await RealtimeTestClient.connect(t.url, user.accessToken);
    expect((await idle.closed).code).toBe(1000);

    const silent = new WebSocket(t.url, { headers: { cookie: `access_token=${user.accessToken}`, origin: 'http://localhost:3000' }, autoPong: false });
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'text' }));
    const code = await new Promise<number>((resolve) => silent.once('close', resolve));
    expect(code).toBe(1006);
  });
});
