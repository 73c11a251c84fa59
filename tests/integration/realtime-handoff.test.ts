import { describe, expect, inject, it } from 'vitest';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { createManualClock } from '../support/manual-clock';

const REPLY = 'I hear you. That is a lot to hold. What would feel like a small relief right now?';

// Two instances need a database both can reach: Postgres (PGlite belongs to one process).
describe.runIf(inject('databaseUrl'))('a session resumed on another instance', () => {
  const databaseUrl = inject('databaseUrl') ?? '';
  const aiA = new ScriptedAiProvider({ reply: REPLY, deltaDelayMs: 25 });
  const aiB = new ScriptedAiProvider({ reply: REPLY, deltaDelayMs: 5 });
  const a = useRealtimeApp(() => ({ ai: aiA, env: { DATABASE_URL: databaseUrl } }));
  const b = useRealtimeApp(() => ({ ai: aiB, env: { DATABASE_URL: databaseUrl } }));

  const seqsOf = (client: RealtimeTestClient) => client.events.flatMap((e) => ('seq' in e ? [e.seq] : []));
  const resume = (client: RealtimeTestClient, sessionId: string, lastSeq: number) =>
    client.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId, lastSeq });

  it('carries on there: what the client missed is replayed, nothing lost or twice, and the companion remembers', async () => {
    const user = await createSignedInUser(a);
    const { client: first, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    first.send({ type: 'text.send', text: 'Today was a really long day.' });
    await first.until(() => first.ofType('response.text.delta').length >= 3);
    first.socket.terminate();
    await first.closed;

    const second = await RealtimeTestClient.connect(b.url, user.accessToken);
    resume(second, ready.sessionId, Math.max(...seqsOf(first)));
    expect(await second.next('session.ready')).toMatchObject({ sessionId: ready.sessionId, resumed: true, mode: 'text' });
    expect((await second.next('response.done')).text).toBe(REPLY);
    const seqs = [...seqsOf(first), ...seqsOf(second)].sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const events = [...first.events, ...second.events];
    expect(events.flatMap((e) => (e.type === 'response.text.delta' ? [e.delta] : [])).join('')).toBe(REPLY);

    second.send({ type: 'text.send', text: 'Thanks for staying with me.' });
    expect((await second.next('transcript.user')).text).toBe('Thanks for staying with me.');
    await second.next('response.done');
    // Instance B answered with the conversation so far, which only A had in memory.
    const asked = aiB.replies.find((r) => r.purpose === 'companion')?.messages.map((m) => m.content).join('\n') ?? '';
    expect(asked).toContain('Today was a really long day.');
    expect(asked).toContain(REPLY);

    second.send({ type: 'session.end' });
    await second.next('session.ended');
    const row = await b.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.instance_id).toBe(b.config.instanceId);
    expect(row.ended_at).not.toBeNull();
    const saved = await b.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved.map((m) => m.content)).toEqual(['Today was a really long day.', REPLY, 'Thanks for staying with me.', REPLY]);
    const handoffs = await b.db.selectFrom('session_handoffs').select('id').where('session_id', '=', ready.sessionId).execute();
    expect(handoffs).toEqual([]);
    second.close();
  });

  it('tells a socket still open on the first instance that the session went elsewhere', async () => {
    const user = await createSignedInUser(a);
    const { client: first, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    const second = await RealtimeTestClient.connect(b.url, user.accessToken);
    resume(second, ready.sessionId, Math.max(...seqsOf(first)));
    expect(await second.next('session.ready')).toMatchObject({ resumed: true });
    expect(await first.next('error')).toMatchObject({ code: 'invalid_state' });
    await first.closed;
    second.send({ type: 'text.send', text: 'Still here.' });
    expect((await second.next('response.done')).text).toBe(REPLY);
    second.close();
  });

  it('ends the session on the other instance when the account is deleted through this one', async () => {
    const user = await createSignedInUser(a);
    await a.db.updateTable('users').set({ password_hash: await hashPassword('correct horse battery') }).where('id', '=', user.id).execute();
    const { client, ready } = await RealtimeTestClient.session(b.url, user.accessToken, { mode: 'text' });
    expect((await user.client.request('DELETE', '/api/account', { password: 'correct horse battery' })).statusCode).toBe(200);
    expect(await client.next('session.ended')).toMatchObject({ sessionId: ready.sessionId, reason: 'account_deleted' });
    expect((await client.closed).code).toBe(1000);
    // B refuses the access token that has not expired yet.
    await expect(RealtimeTestClient.connect(b.url, user.accessToken)).rejects.toThrow('refused with 401');
  });

  it("never hands over another user's session, and a session no instance runs is not found", async () => {
    const owner = await createSignedInUser(a);
    const other = await createSignedInUser(a);
    const { client, ready } = await RealtimeTestClient.session(a.url, owner.accessToken, { mode: 'text' });
    const intruder = await RealtimeTestClient.connect(b.url, other.accessToken);
    resume(intruder, ready.sessionId, 0);
    expect(await intruder.next('error')).toMatchObject({ code: 'session_not_found' });
    client.send({ type: 'text.send', text: 'Are you still there?' });
    expect((await client.next('response.done')).text).toBe(REPLY);
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    const late = await RealtimeTestClient.connect(b.url, owner.accessToken);
    resume(late, ready.sessionId, 0);
    expect(await late.next('error')).toMatchObject({ code: 'session_not_found' });
    intruder.close();
    late.close();
  });
});

describe.runIf(inject('databaseUrl'))('a session carried on from another instance whose socket closed during the handover', () => {
  const databaseUrl = inject('databaseUrl') ?? '';
  const clockB = createManualClock(Date.now());
  const ai = new ScriptedAiProvider({ reply: REPLY });
  const a = useRealtimeApp(() => ({ ai, env: { DATABASE_URL: databaseUrl } }));
  const b = useRealtimeApp(() => ({ ai, clock: clockB, env: { DATABASE_URL: databaseUrl } }));

  it('waits out its 60 s resume window there, then ends', async () => {
    const user = await createSignedInUser(a);
    const { client: first, ready } = await RealtimeTestClient.session(a.url, user.accessToken, { mode: 'text' });
    first.socket.terminate();
    await first.closed;
    const gone = await RealtimeTestClient.connect(b.url, user.accessToken);
    gone.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: 1 });
    gone.socket.terminate();
    const owner = () => b.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    for (let tries = 0; tries < 100 && (await owner()).instance_id !== b.config.instanceId; tries++) await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await owner()).toMatchObject({ instance_id: b.config.instanceId, ended_at: null });
    // Taken by B (the handoff row is gone) with nobody attached: its resume window runs on B's clock.
    for (let tries = 0; tries < 100; tries++) {
      const left = await b.db.selectFrom('session_handoffs').select('id').where('session_id', '=', ready.sessionId).execute();
      if (left.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await clockB.advance(61_000);
    for (let tries = 0; tries < 100 && (await owner()).ended_at === null; tries++) await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await owner()).ended_at).not.toBeNull();
  });
});
