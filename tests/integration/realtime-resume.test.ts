import { describe, expect, it } from 'vitest';
import { createManualClock } from '../support/manual-clock';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'I hear you. That is a lot to hold. What would feel like a small relief right now?';

describe('resuming a session after a dropped socket', () => {
  const ai = new ScriptedAiProvider({ reply: REPLY, deltaDelayMs: 25 });
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  const lastSeq = (client: RealtimeTestClient) => Math.max(0, ...client.events.flatMap((e) => ('seq' in e ? [e.seq] : [])));
  const resume = (client: RealtimeTestClient, sessionId: string, seq: number) =>
    client.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId, lastSeq: seq });

  it('replays what the client missed, nothing lost and nothing twice, while the reply finishes', async () => {
    const user = await createSignedInUser(t);
    const { client: first, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    first.send({ type: 'text.send', text: 'Today was a really long day.' });
    await first.until(() => first.ofType('response.text.delta').length >= 3);
    first.socket.terminate();
    await first.closed;
    const seen = lastSeq(first);

    const second = await RealtimeTestClient.connect(t.url, user.accessToken);
    resume(second, ready.sessionId, seen);
    const resumed = await second.next('session.ready');
    expect(resumed).toMatchObject({ sessionId: ready.sessionId, resumed: true, mode: 'text' });
    const done = await second.next('response.done');
    const all = [...first.events, ...second.events].filter((e) => 'seq' in e);
    const seqs = all.map((e) => ('seq' in e ? e.seq : 0)).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const text = all.flatMap((e) => (e.type === 'response.text.delta' ? [e.delta] : [])).join('');
    expect(text).toBe(REPLY);
    expect(done.text).toBe(REPLY);
    const saved = await t.db.selectFrom('session_messages').select(['role', 'content', 'interrupted']).where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved).toEqual([
      { role: 'user', content: 'Today was a really long day.', interrupted: false },
      { role: 'assistant', content: REPLY, interrupted: false },
    ]);
    second.send({ type: 'text.send', text: 'Thanks for staying with me.' });
    expect((await second.next('transcript.user')).text).toBe('Thanks for staying with me.');
    second.close();
  });

  it('ends the session with the duration used when nobody comes back within 60 s', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    await clock.advance(30_000);
    client.socket.terminate();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clock.advance(59_000);
    let row = await t.db.selectFrom('sessions').selectAll().where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.ended_at).toBeNull();
    await clock.advance(1000);
    // The ending's database writes run after the timer; on a busy machine they may take a moment longer.
    for (let tries = 0; tries < 100; tries++) {
      row = await t.db.selectFrom('sessions').selectAll().where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
      if (row.ended_at) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(row).toMatchObject({ duration: 30, voice_seconds: 30 });
    expect(row.ended_at).not.toBeNull();
    const usage = await t.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(usage.voice_seconds).toBe(30);

    const late = await RealtimeTestClient.connect(t.url, user.accessToken);
    resume(late, ready.sessionId, lastSeq(client));
    expect(await late.next('error')).toMatchObject({ code: 'session_not_found' });
    late.close();
  });

  it("keeps voice time stopped while the socket is away, and never resumes another user's session", async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    await clock.advance(10_000);
    client.socket.terminate();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clock.advance(45_000);

    const stranger = await createSignedInUser(t);
    const intruder = await RealtimeTestClient.connect(t.url, stranger.accessToken);
    resume(intruder, ready.sessionId, 0);
    expect(await intruder.next('error')).toMatchObject({ code: 'session_not_found' });
    intruder.close();

    const back = await RealtimeTestClient.connect(t.url, user.accessToken);
    resume(back, ready.sessionId, lastSeq(client));
    expect(await back.next('session.ready')).toMatchObject({ resumed: true, voiceSecondsUsed: 10, dailyRemainingSeconds: 890 });
    await clock.advance(5_000);
    expect((await back.next('usage')).voiceSecondsUsed).toBe(15);

    // A second resume while this socket still looks open takes the session over.
    const other = await RealtimeTestClient.connect(t.url, user.accessToken);
    resume(other, ready.sessionId, lastSeq(back));
    expect(await other.next('session.ready')).toMatchObject({ resumed: true });
    expect(await back.closed).toMatchObject({ code: 4000 });
    other.send({ type: 'session.end' });
    expect(await other.next('session.ended')).toMatchObject({ reason: 'user', durationSeconds: 60 });
    other.close();
  });
});
