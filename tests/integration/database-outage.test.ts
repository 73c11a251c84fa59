import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { startCuttableProxy, type CuttableProxy } from '../support/cuttable-proxy';
import { genericMessages } from '../support/english-texts';

// A database that goes away under a running app is Postgres's case: PGlite lives inside the process.
describe.runIf(inject('databaseUrl'))('the database out of reach for a few seconds', () => {
  const ai = new ScriptedAiProvider({ reply: 'I am here with you.', deltaDelayMs: 5 });
  let proxy: CuttableProxy;
  let t: RealtimeTestApp;

  beforeAll(async () => {
    const url = new URL(inject('databaseUrl') ?? '');
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    t = await startRealtimeApp({ ai, databaseUrl: proxy.via(url.toString()) });
  });
  // A failed test must not leave the next without its database.
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const saved = (sessionId: string) =>
    t.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', sessionId).orderBy('ordinal').execute();

  it('answers requests with a clear 503 meanwhile, keeps the live session, saves what was said once it is back, and needs no restart', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'First, before anything went wrong.' });
    await client.next('response.done');
    await client.next('transcript.user');

    proxy.cut();
    const profile = await user.client.get('/api/profile');
    expect(profile.statusCode).toBe(503);
    expect(profile.headers['retry-after']).toBe('5');
    expect(profile.json()).toEqual({ error: { code: 'service_unavailable', message: genericMessages.serviceUnavailable } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'degraded', database: { ok: false } });

    // Said while the database is away: held, and saved and answered once it is back.
    client.send({ type: 'text.send', text: 'Said while the database was away.' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(client.ofType('error')).toEqual([]);
    proxy.restore();
    expect((await client.next('transcript.user', 15_000)).text).toBe('Said while the database was away.');
    await client.next('response.done');

    expect((await user.client.get('/api/profile')).statusCode).toBe(200);
    client.send({ type: 'text.send', text: 'And after it came back.' });
    await client.next('response.done');
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    expect((await saved(ready.sessionId)).map((m) => m.content)).toEqual([
      'First, before anything went wrong.',
      'I am here with you.',
      'Said while the database was away.',
      'I am here with you.',
      'And after it came back.',
      'I am here with you.',
    ]);
    const row = await t.db.selectFrom('sessions').select('ended_at').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
    client.close();
  });

  it('refuses a session start meanwhile with service_unavailable, and the socket stays usable', async () => {
    const user = await createSignedInUser(t);
    const client = await RealtimeTestClient.connect(t.url, user.accessToken);
    proxy.cut();
    client.start({ mode: 'text' });
    expect(await client.next('error', 15_000)).toMatchObject({ code: 'service_unavailable', message: genericMessages.serviceUnavailable });
    proxy.restore();
    client.start({ mode: 'text' });
    expect(await client.next('session.ready')).toMatchObject({ mode: 'text' });
    client.close();
  });
});
