import { describe, expect, it } from 'vitest';
import { recogniserSettings } from '../support/fake-recogniser';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { translator } from '../../server/src/i18n/translator';

const VOICE_UNAVAILABLE = "Voice calls aren't available right now. You can still chat by text.";

describe('without speech recognition (the recogniser is not installed)', () => {
  const settings = recogniserSettings();
  const t = useRealtimeApp(() => ({ env: settings.missingProgram }));

  it('says so in /api/health, with the reason and the fix for whoever runs the server', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ speech: { recognition: string; reason: string } }>();
    expect(health.speech).toMatchObject({ recognition: 'unavailable', languages: [] });
    expect(health.speech.reason).toContain('pocketsphinx_continuous was not found');
    expect(health.speech.reason).toContain('sudo apt-get install pocketsphinx pocketsphinx-en-us');
  });

  it('tells the app that voice calls are unavailable, and nothing about how to fix the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speech-recognition' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: false, languages: [] });
  });

  it('refuses a voice call before anything is metered or saved; text chat starts, and cannot switch to voice', async () => {
    const user = await createSignedInUser(t);
    const client = await RealtimeTestClient.connect(t.url, user.accessToken);
    client.start({ mode: 'voice' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'stt_unavailable', message: VOICE_UNAVAILABLE });
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', user.id).execute()).toEqual([]);

    client.start({ mode: 'text' });
    expect(await client.next('session.ready')).toMatchObject({ mode: 'text', voiceSecondsUsed: 0, dailyRemainingSeconds: 900 });
    client.send({ type: 'mode.set', mode: 'voice' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'stt_unavailable', message: VOICE_UNAVAILABLE });
    client.send({ type: 'text.send', text: 'Typing is fine for me today.' });
    expect((await client.next('response.done', 30_000)).text.length).toBeGreaterThan(10);
    expect(client.ofType('mode.changed')).toEqual([]);
    client.close();
  });
});

describe('with the offline recogniser installed', () => {
  const settings = recogniserSettings();
  const t = useRealtimeApp(() => ({ env: settings.installed }));

  it('offers voice calls in English only, and refuses one in another language with its own sentence', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      speech: { recognition: 'offline', languages: ['en'] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/speech-recognition' })).json()).toEqual({ available: true, languages: ['en'] });
    const spanish = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'es' } });
    const client = await RealtimeTestClient.connect(t.url, spanish.accessToken);
    client.start({ mode: 'voice' });
    expect(await client.next('error')).toMatchObject({
      code: 'stt_unavailable',
      // In the person's own language, as every error on the socket.
      message: translator('es')('voice.unavailableInLanguage'),
    });
    client.close();
    const english = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    const { client: call, ready } = await RealtimeTestClient.session(t.url, english.accessToken, { mode: 'voice' });
    expect(ready.mode).toBe('voice');
    call.close();
  });
});
