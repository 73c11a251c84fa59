import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages } from '../support/english-texts';
import { createManualClock } from '../support/manual-clock';
import { MAX_LIVE_SESSIONS_PER_USER } from '../../server/src/realtime/session/session-start';
import { HeldInserts } from '../support/app/held-inserts';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('sessions nobody can reach', () => {
  const clock = createManualClock(Date.UTC(2026, 10, 24, 9, 0, 0));
  const sessionInserts = new HeldInserts('sessions');
  let t: RealtimeTestApp;
  beforeAll(async () => {
    t = await startRealtimeApp({ ai: new ScriptedAiProvider(), clock, dbPlugin: sessionInserts });
  });
  afterAll(async () => {
    sessionInserts.release();
    await t.close();
  });

  const sessionsOf = (userId: string) =>
    t.db.selectFrom('sessions').select(['id', 'ended_at', 'duration']).where('user_id', '=', userId).orderBy('created_at').execute();
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (check(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('condition never held');
  }

  /** The server's answer to a `session.start`: `session.ready` or an `error`. */
  async function answerToStart(client: RealtimeTestClient) {
    await client.until(() => client.ofType('session.ready').length + client.ofType('error').length > 0);
    return client.ofType('session.ready')[0] ?? client.ofType('error')[0]!;
  }

  it('ends a session whose socket dropped while it was being started, at the end of the resume window', async () => {
    const user = await createSignedInUser(t);
    const client = await RealtimeTestClient.connect(t.url, user.accessToken);
    const held = sessionInserts.hold();
    client.start({ mode: 'text' });
    await held;
    client.socket.terminate();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    sessionInserts.release();

    const [row] = await eventually(() => sessionsOf(user.id), (rows) => rows.length === 1);
    expect(row?.ended_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clock.advance(61_000);
    const [ended] = await eventually(() => sessionsOf(user.id), (rows) => rows[0]?.ended_at !== null);
    expect(ended?.duration).toBe(0);
  });

  it(`keeps at most ${MAX_LIVE_SESSIONS_PER_USER} live sessions per person: a left one makes room, open ones refuse`, async () => {
    const user = await createSignedInUser(t);
    const open = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS_PER_USER; i++) open.push(await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' }));

    const extra = await RealtimeTestClient.connect(t.url, user.accessToken);
    extra.start({ mode: 'text' });
    expect(await extra.next('error')).toEqual({ type: 'error', code: 'too_many_sessions', message: sessionMessages.tooManySessions });

    // One tab closes: its session waits for a resume, but a new start may take its place.
    const left = open[0];
    left?.client.socket.terminate();
    await left?.client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    extra.start({ mode: 'text' });
    const ready = await extra.next('session.ready');
    const rows = await eventually(() => sessionsOf(user.id), (all) => Boolean(all.find((r) => r.id === left?.ready.sessionId)?.ended_at));
    expect(rows.filter((r) => r.ended_at === null).map((r) => r.id).sort()).toEqual([...open.slice(1).map((o) => o.ready.sessionId), ready.sessionId].sort());
    for (const client of [extra, ...open.map((o) => o.client)]) client.close();
  });

  it('counts starts still under way against the cap', async () => {
    const user = await createSignedInUser(t);
    const clients = await Promise.all(Array.from({ length: 5 }, () => RealtimeTestClient.connect(t.url, user.accessToken)));
    for (const client of clients) client.start({ mode: 'text' });
    const answers = await Promise.all(clients.map((client) => answerToStart(client)));
    expect(answers.filter((a) => a.type === 'session.ready')).toHaveLength(MAX_LIVE_SESSIONS_PER_USER);
    expect(answers.filter((a) => a.type === 'error').map((a) => (a.type === 'error' ? a.code : ''))).toEqual(['too_many_sessions', 'too_many_sessions']);
    for (const client of clients) client.close();
  });

  it('limits how fast one person can start sessions and switch modes', async () => {
    const user = await createSignedInUser(t);
    let refused: string | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const client = await RealtimeTestClient.connect(t.url, user.accessToken);
      client.start({ mode: 'text' });
      const answer = await answerToStart(client);
      if (answer.type === 'error') refused = answer.code;
      client.send({ type: 'session.end' });
      await client.until(() => client.ofType('session.ended').length > 0 || answer.type === 'error');
      client.close();
    }
    expect(refused).toBe('rate_limited');

    const other = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, other.accessToken, { mode: 'text' });
    for (let i = 0; i < 8; i++) client.send({ type: 'mode.set', mode: i % 2 ? 'text' : 'voice' });
    await client.until(() => client.ofType('error').some((e) => e.code === 'rate_limited'));
    expect(client.ofType('error').find((e) => e.code === 'rate_limited')?.message).toBe(sessionMessages.modeRateLimited);
    client.close();
  });
});
