import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'I hear you. That is a lot to hold.';

// Instances on one Postgres: one that stops hands its sessions to whichever instance the client reaches next.
describe.runIf(inject('databaseUrl'))('an instance that stops with others on the same Postgres', () => {
  const env = { DATABASE_URL: inject('databaseUrl') ?? '' };
  const ai = new ScriptedAiProvider({ reply: REPLY });
  const started: RealtimeTestApp[] = [];
  const start = async () => {
    const app = await startRealtimeApp({ ai, env });
    started.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of started) await app.close().catch(() => undefined);
  });
  const seqsOf = (client: RealtimeTestClient) => client.events.flatMap((e) => ('seq' in e ? [e.seq] : []));

  it('closes its sockets for a reconnect (1012) instead of ending the sessions, and another instance carries them on', async () => {
    const [a, b] = [await start(), await start()];
    const user = await createSignedInUser(a);
    const { client: first, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    first.send({ type: 'text.send', text: 'Before the restart.' });
    await first.next('response.done');
    await a.close();
    expect((await first.closed).code).toBe(1012);
    expect(first.ofType('session.ended')).toEqual([]);

    const second = await RealtimeTestClient.connect(b.url, user.accessToken);
    second.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: Math.max(...seqsOf(first)) });
    expect(await second.next('session.ready')).toMatchObject({ sessionId: ready.sessionId, resumed: true });
    expect(second.ofType('error')).toEqual([]);
    second.send({ type: 'text.send', text: 'After the restart.' });
    await second.next('response.done');
    const asked = ai.replies.at(-1)?.messages.map((m) => m.content).join('\n') ?? '';
    expect(asked).toContain('Before the restart.');
    second.send({ type: 'session.end' });
    await second.next('session.ended');
    const row = await b.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ instance_id: b.config.instanceId, ended_at: expect.any(Date) });
    const saved = await b.db.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved.map((m) => m.content)).toEqual(['Before the restart.', REPLY, 'After the restart.', REPLY]);
    second.close();
    await b.close();
  });

  it('a message sent as the drain begins is not refused: the client sends it again after the resume, and it is saved once', async () => {
    const [a, b] = [await start(), await start()];
    const user = await createSignedInUser(a);
    const { client: first, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    // A reply being written when the stop comes: the handover waits for it (up to 1.5 s), and the message comes meanwhile.
    ai.options.deltaDelayMs = 100;
    first.send({ type: 'text.send', text: 'A first message.' });
    await first.next('response.text.delta');
    const message = { type: 'text.send', text: 'Sent as it stopped.', clientMessageId: 'drain-1' } as const;
    const stopping = a.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.send(message);
    expect((await first.closed).code).toBe(1012);
    await stopping;
    ai.options.deltaDelayMs = 0;
    // Refused, the client would have dropped it ("This session has ended."); unanswered, it sends it again.
    expect(first.ofType('error')).toEqual([]);
    expect(first.ofType('transcript.user').map((e) => e.text)).toEqual(['A first message.']);

    const second = await RealtimeTestClient.connect(b.url, user.accessToken);
    second.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: Math.max(...seqsOf(first)) });
    await second.next('session.ready');
    second.send(message);
    expect((await second.next('response.done')).text).toBe(REPLY);
    const saved = await b.db.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved.map((m) => m.content)).toEqual(['A first message.', REPLY, 'Sent as it stopped.', REPLY]);
    second.close();
    await b.close();
  });

  it('ends a handed-over session nobody came back for, as of when it was handed over', async () => {
    const [a, other] = [await start(), await start()];
    const user = await createSignedInUser(a);
    const { client, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    await a.close();
    await client.closed;
    // Handed over two minutes ago, as far as the next instance to start can tell: past the resume window.
    await other.db.updateTable('session_handoffs').set({ created_at: sql<Date>`now() - interval '2 minutes'` }).where('session_id', '=', ready.sessionId).execute();
    const c = await start();
    let row = await c.db.selectFrom('sessions').select(['ended_at', 'duration']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    for (let tries = 0; tries < 100 && row.ended_at === null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      row = await c.db.selectFrom('sessions').select(['ended_at', 'duration']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    }
    expect(row.ended_at).not.toBeNull();
    expect(await c.db.selectFrom('session_handoffs').select('id').where('session_id', '=', ready.sessionId).execute()).toEqual([]);
    const late = await RealtimeTestClient.connect(c.url, user.accessToken);
    late.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: 0 });
    expect(await late.next('error')).toMatchObject({ code: 'session_not_found' });
    late.close();
    await c.close();
    await other.close();
  });
});
