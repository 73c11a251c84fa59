import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { createManualClock } from '../support/manual-clock';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds exhausting. You have been carrying a lot. What would help you rest tonight?';
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);

describe('a session left behind after a reload', () => {
  const ai = new ScriptedAiProvider();
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  const close = (client: RealtimeTestClient, sessionId: string, moodAfter?: 'better') =>
    client.send({ type: 'session.close', protocolVersion: PROTOCOL_VERSION, sessionId, moodAfter });
  const sessionRow = (id: string) => t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('session.close ends a dropped session as of the drop, with the mood after, and only its owner can', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    await clock.advance(30_000);
    client.socket.terminate();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The person looks at the offer for a while before choosing to end it: that time is not the session's.
    await clock.advance(20_000);

    const stranger = await createSignedInUser(t);
    const intruder = await RealtimeTestClient.connect(t.url, stranger.accessToken);
    close(intruder, ready.sessionId);
    expect(await intruder.next('error')).toMatchObject({ code: 'session_not_found' });
    intruder.close();
    expect((await sessionRow(ready.sessionId)).ended_at).toBeNull();

    const back = await RealtimeTestClient.connect(t.url, user.accessToken);
    close(back, ready.sessionId, 'better');
    expect(await back.next('session.ended')).toMatchObject({ sessionId: ready.sessionId, reason: 'user', durationSeconds: 30 });
    expect(back.ofType('session.ready')).toHaveLength(0);
    expect(await sessionRow(ready.sessionId)).toMatchObject({ duration: 30, mood_after: 'better' });
    expect((await sessionRow(ready.sessionId)).ended_at).not.toBeNull();
    back.close();

    const again = await RealtimeTestClient.connect(t.url, user.accessToken);
    close(again, ready.sessionId);
    expect(await again.next('error')).toMatchObject({ code: 'session_not_found' });
    again.close();
  });
});

describe('a reply cut before it was said', () => {
  const ai = new ScriptedAiProvider();
  const t = useRealtimeApp(() => ({ ai }));

  it('a reply cut before any of it was said is announced and saved as an empty, interrupted reply', async () => {
    ai.options = { reply: REPLY, deltaDelayMs: 300, transcripts: ['First thing I wanted to say.', 'Sorry, let me add something.'] };
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    client.speak(1, speech);
    await client.next('transcript.user');
    client.speak(2, speech);
    const cancelled = await client.next('response.cancelled');
    expect(cancelled.text).toBe('');
    expect(cancelled.messageId).not.toBeNull();
    expect(client.audio).toHaveLength(0);
    ai.options.deltaDelayMs = 0;
    await client.next('response.done');
    const saved = await t.db
      .selectFrom('session_messages')
      .select(['id', 'role', 'content', 'interrupted'])
      .where('session_id', '=', ready.sessionId)
      .orderBy('ordinal')
      .execute();
    expect(saved.map((m) => [m.role, m.content, m.interrupted])).toEqual([
      ['user', 'First thing I wanted to say.', false],
      ['assistant', '', true],
      ['user', 'Sorry, let me add something.', false],
      ['assistant', REPLY, false],
    ]);
    expect(saved[1]?.id).toBe(cancelled.messageId);
    // The companion is not told it said something empty: its next request holds only real messages.
    expect(ai.replies.at(-1)?.messages.filter((m) => m.role === 'assistant' && m.content === '')).toEqual([]);
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    const row = await t.db.selectFrom('sessions').select('transcript').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row.transcript?.split('\n')[1]).toBe('AI Assistant: (interrupted before replying)');
    client.close();
  });
});
