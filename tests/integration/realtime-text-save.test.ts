import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sessionMessages } from '../support/english-texts';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { createManualClock } from '../support/manual-clock';
import { HeldInserts } from '../support/app/held-inserts';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds really hard. I am here with you. What has been weighing on you most?';

/** Has the database refuse every new message until the returned function is called. */
async function refuseMessageSaves(db: RealtimeTestApp['db']): Promise<() => Promise<void>> {
  await sql`alter table session_messages add constraint refuse_saves check (false) not valid`.execute(db);
  return async () => {
    await sql`alter table session_messages drop constraint refuse_saves`.execute(db);
  };
}

describe('saving a text message alongside its reply', () => {
  const ai = new ScriptedAiProvider({ reply: REPLY });
  const saves = new HeldInserts('session_messages');
  let t: RealtimeTestApp;
  beforeAll(async () => {
    t = await startRealtimeApp({ ai, clock: createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0)), dbPlugin: saves });
  });
  afterAll(async () => {
    saves.release();
    await t.close();
  });

  const messages = (sessionId: string) =>
    t.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', sessionId).orderBy('ordinal').execute();
  const companionReplies = () => ai.replies.filter((r) => r.purpose !== 'summary').length;
  const seqs = (events: ServerMessage[]) => events.flatMap((e) => ('seq' in e ? [e.seq] : [])).sort((x, y) => x - y);

  it('asks for the reply while the message is being saved, and announces the message before the reply', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const asked = companionReplies();

    const held = saves.hold();
    client.send({ type: 'text.send', text: 'Is anyone there?', clientMessageId: 'held-1' });
    await held;
    await client.until(() => companionReplies() === asked + 1);
    // The reply is under way, but nothing of it goes out before the message is saved and announced.
    expect(client.arrivals).toEqual(['session.ready']);

    saves.release();
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    const deltas = client.ofType('response.text.delta').length;
    expect(client.arrivals).toEqual(['session.ready', 'transcript.user', ...Array<string>(deltas).fill('response.text.delta'), 'response.done']);
    expect(client.ofType('transcript.user')[0]).toMatchObject({ text: 'Is anyone there?', turnId: done.turnId });
    expect(seqs(client.events)).toEqual([1, 2, ...Array.from({ length: deltas }, (_, i) => i + 3), deltas + 3]);
    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: 'Is anyone there?' },
      { role: 'assistant', content: REPLY },
    ]);
    client.close();
  });

  it('answers and saves once a message re-sent after a reconnect', async () => {
    const user = await createSignedInUser(t);
    const { client: first, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const asked = companionReplies();

    // The socket drops before the client hears that its message was taken.
    const held = saves.hold();
    first.send({ type: 'text.send', text: 'Only once please', clientMessageId: 'again-1' });
    await held;
    first.socket.terminate();
    await first.closed;
    saves.release();

    const second = await RealtimeTestClient.connect(t.url, user.accessToken);
    second.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: ready.seq });
    expect(await second.next('session.ready')).toMatchObject({ resumed: true });
    await second.until(() => second.ofType('response.done').length === 1);
    // As the app does after a resume: the text it never saw acknowledged is sent again.
    second.send({ type: 'text.send', text: 'Only once please', clientMessageId: 'again-1' });
    await second.sendNextText('A new message', 'again-2');
    await second.until(() => second.ofType('response.done').length === 2);

    expect(second.ofType('transcript.user').map((e) => e.text)).toEqual(['Only once please', 'A new message']);
    expect(companionReplies()).toBe(asked + 2);
    const all = seqs([...first.events, ...second.events]);
    expect(all).toEqual(all.map((_, i) => i + 1));
    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: 'Only once please' },
      { role: 'assistant', content: REPLY },
      { role: 'user', content: 'A new message' },
      { role: 'assistant', content: REPLY },
    ]);
    second.close();
  });

  it('answers a message sent again after its save failed', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });

    const accept = await refuseMessageSaves(t.db);
    client.send({ type: 'text.send', text: 'Did this arrive?', clientMessageId: 'failed-1' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'internal_error', message: sessionMessages.sendFailed });
    await accept();
    // Sent again (once the failed turn is over): it is a new message to the server.
    await client.sendNextText('Did this arrive?', 'failed-1');
    expect((await client.next('response.done')).text).toBe(REPLY);
    expect(client.ofType('error')[0]?.message).toBe(sessionMessages.sendFailed);
    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: 'Did this arrive?' },
      { role: 'assistant', content: REPLY },
    ]);
    client.close();
  });
});
