import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { translator } from '../../server/src/i18n/translator';
import { sessionMessages } from '../support/english-texts';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { TEST_ORIGIN } from '../support/app/test-app';

/** The realtime socket says its errors in the page's language (`?lang=`, else Accept-Language), codes unchanged. */
describe('the realtime socket speaks the page’s language', () => {
  const ai = new ScriptedAiProvider({ failReply: 'before' });
  const es = translator('es');
  const ar = translator('ar');
  let t: RealtimeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startRealtimeApp({ ai });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it('says an error on a Spanish page in Spanish, and keeps its code', async () => {
    const client = await RealtimeTestClient.connect(`${t.url}?lang=es`, user.accessToken);
    client.send({ type: 'text.send', text: 'Hola' });
    const error = await client.next('error');
    expect(error).toEqual({ type: 'error', code: 'invalid_state', message: es('session:messages.noSession') });
    expect(error.message).not.toBe(sessionMessages.noSession);
    client.send({ type: 'session.start', protocolVersion: PROTOCOL_VERSION + 1, mode: 'text' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'incompatible_protocol', message: es('session:messages.incompatibleProtocol') });
    client.close();
  });

  it('says a frame it cannot read (not JSON, an unknown type, a broken audio frame) in Spanish too', async () => {
    const client = await RealtimeTestClient.connect(`${t.url}?lang=es`, user.accessToken);
    client.socket.send('{no es json');
    expect(await client.next('error')).toEqual({ type: 'error', code: 'validation_failed', message: es('session:messages.notJson') });
    client.socket.send(JSON.stringify({ type: 'session.teleport' }));
    expect(await client.next('error')).toEqual({ type: 'error', code: 'validation_failed', message: es('session:messages.unknownType') });
    client.socket.send(Uint8Array.of(1, 2));
    expect(await client.next('error')).toEqual({ type: 'error', code: 'validation_failed', message: es('session:messages.invalidAudioFrame') });
    expect(es('session:messages.notJson')).toBe('Ese mensaje no es JSON válido.');
    client.close();
  });

  it('says what the running session refuses in the page’s language too', async () => {
    const { client } = await RealtimeTestClient.session(`${t.url}?lang=es-MX`, user.accessToken, { mode: 'text' });
    client.send({ type: 'input_audio.start', utteranceId: 1 });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'invalid_state', message: es('session:messages.audioInTextMode') });
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    client.close();
  });

  it('falls back to the upgrade’s Accept-Language, then to English', async () => {
    const socket = new WebSocket(`${t.url}?lang=xx`, { headers: { cookie: `access_token=${user.accessToken}`, origin: TEST_ORIGIN, 'accept-language': 'ar,en;q=0.5' } });
    const first = new Promise<unknown>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8'))));
      socket.once('error', reject);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'session.end' }));
    expect(await first).toEqual({ type: 'error', code: 'invalid_state', message: ar('session:messages.noSession') });
    socket.close();

    const english = await RealtimeTestClient.connect(`${t.url}?lang=xx`, user.accessToken);
    english.send({ type: 'session.end' });
    expect(await english.next('error')).toEqual({ type: 'error', code: 'invalid_state', message: sessionMessages.noSession });
    english.close();
  });

  it('answers with the companion’s fallback in the language the person writes in', async () => {
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'Hoy estoy muy cansada porque trabajé todo el día y no dormí bien.' });
    expect((await client.next('response.done')).text).toBe(es('session:messages.replyFailed'));
    expect(es('session:messages.replyFailed')).not.toBe(sessionMessages.replyFailed);
    client.close();
  });
});
