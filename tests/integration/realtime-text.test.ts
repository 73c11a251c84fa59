import { describe, expect, it } from 'vitest';
import { createManualClock } from '../support/manual-clock';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('realtime text sessions', () => {
  const ai = new ScriptedAiProvider();
  const clock = createManualClock(Date.UTC(2026, 10, 21, 15, 0, 0));
  const t = useRealtimeApp(() => ({ ai, clock }));

  const messages = (sessionId: string) =>
    t.db.selectFrom('session_messages').select(['role', 'content', 'interrupted', 'source']).where('session_id', '=', sessionId).orderBy('ordinal').execute();
  const sessionRow = (sessionId: string) => t.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (check(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition never held');
  }

  it('streams a text reply as it comes, saves both messages, and ends with duration, mood, summary and memory', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'es', voicePreference: 'gentle' } });
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: 'Evening check-in', moodBefore: 'stressed' });
    expect(ready).toMatchObject({ mode: 'text', surface: 'session', title: 'Evening check-in', resumed: false, dailyRemainingSeconds: 900 });

    client.send({ type: 'text.send', text: '  Work has been overwhelming.  ' });
    const heard = await client.next('transcript.user');
    expect(heard.text).toBe('Work has been overwhelming.');
    const done = await client.next('response.done');
    const deltas = client.ofType('response.text.delta');
    // The first piece goes at once; the pieces right behind it follow together (see reply-sink.test.ts).
    expect(deltas[0]?.delta).toBe('That ');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.every((d) => d.turnId === done.turnId && d.sentenceIndex === null)).toBe(true);
    expect(deltas.map((d) => d.delta).join('')).toBe(done.text);
    expect(done.text).toBe('That sounds really hard. I am here with you. What has been weighing on you most?');
    const seqs = client.events.flatMap((e) => ('seq' in e ? [e.seq] : []));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));

    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: 'Work has been overwhelming.', interrupted: false, source: 'text' },
      { role: 'assistant', content: done.text, interrupted: false, source: 'text' },
    ]);
    const request = ai.replies.find((r) => r.purpose === 'companion');
    // Written in English by someone whose profile says Spanish: the reply is asked for in English.
    expect(request).toMatchObject({ maxTokens: 220, temperature: 0.5, language: 'en' });
    expect(request?.messages[0]?.content).toContain('the language the person writes or speaks in');
    expect(request?.messages[0]?.content).toContain('under 150 words');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'Work has been overwhelming.' });
    // One exchange is still all in the companion's recent messages: no running summary yet.
    expect(ai.replies.filter((r) => r.purpose === 'summary')).toHaveLength(0);

    await clock.advance(95_000);
    client.send({ type: 'session.end', moodAfter: 'better' });
    const ended = await client.next('session.ended');
    expect(ended).toMatchObject({ sessionId: ready.sessionId, reason: 'user', durationSeconds: 95 });
    const row = await eventually(() => sessionRow(ready.sessionId), (s) => s.ai_summary !== null);
    expect(row).toMatchObject({ title: 'Evening check-in', type: 'chat', mood_before: 'stressed', mood_after: 'better', duration: 95 });
    expect(row.transcript).toBe(`User: Work has been overwhelming.\nAI Assistant: ${done.text}`);
    expect(row.ai_summary).toBe('You talked about stress at work.');
    const memories = await t.db.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute();
    expect(memories.map((m) => m.fact)).toEqual(['Works long hours']);
    client.close();
  });

  it('carries the last 6 messages, the running summary and long-term memory into each companion reply', async () => {
    const user = await createSignedInUser(t);
    await t.db.insertInto('user_memories').values({ user_id: user.id, fact: 'Has a sister called Maya', created_at: new Date() }).execute();
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    expect(ready.title).toBe('Session November 21, 2026');
    const summariesBefore = ai.replies.filter((r) => r.purpose === 'summary').length;
    for (let i = 1; i <= 4; i++) {
      if (i === 4) await eventually(() => sessionRow(ready.sessionId), (s) => s.running_summary !== null);
      client.send({ type: 'text.send', text: `Message number ${i}` });
      await client.next('response.done');
    }
    // Updated after every third reply, from the six messages since the last update.
    const summaries = ai.replies.filter((r) => r.purpose === 'summary').slice(summariesBefore);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ maxTokens: 160, temperature: 0.3 });
    expect(summaries[0]?.messages.slice(1).map((m) => m.content)).toContain('Message number 1');
    expect((await sessionRow(ready.sessionId)).running_summary).toBe('The person feels stressed about work.');
    const last = ai.replies.filter((r) => r.purpose === 'companion').at(-1);
    expect(last?.messages).toHaveLength(7);
    expect(last?.messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(last?.messages[1]?.content).not.toBe('Message number 1');
    expect(last?.messages.at(-1)?.content).toBe('Message number 4');
    expect(last?.messages[0]?.content).toContain('Has a sister called Maya');
    expect(last?.messages[0]?.content).toContain('Summary of this session so far: The person feels stressed about work.');
    client.close();
  });

  it('answers /dashboard/chat with the chat settings and its own default title', async () => {
    const user = await createSignedInUser(t, { timezone: 'Asia/Tokyo' });
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', surface: 'chat' });
    expect(ready).toMatchObject({ surface: 'chat', title: 'Session November 22, 2026' });
    client.send({ type: 'text.send', text: 'Hello there, long day.' });
    await client.next('response.done');
    const request = ai.replies.at(-1);
    expect(request).toMatchObject({ purpose: 'chat', maxTokens: 150, temperature: 0.7 });
    expect(request?.messages[0]?.content).toContain('2-3 sentences');
    client.close();
  });

  it("falls back to SPEC's replies when the provider fails or says nothing", async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    ai.options.failReply = 'before';
    client.send({ type: 'text.send', text: 'Are you there?' });
    expect((await client.next('response.done')).text).toBe("I'm having trouble processing your message right now. Please try again.");
    ai.options.failReply = 'empty';
    client.send({ type: 'text.send', text: 'Hello again?' });
    expect((await client.next('response.done')).text).toBe('I understand. Please tell me more.');
    ai.options.failReply = undefined;
    expect((await messages(ready.sessionId)).map((m) => m.content)).toEqual([
      'Are you there?',
      "I'm having trouble processing your message right now. Please try again.",
      'Hello again?',
      'I understand. Please tell me more.',
    ]);
    client.close();
  });

  it('saves a message re-sent with the same client id once, and answers it once', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'Only once please', clientMessageId: 'c-1' });
    await client.next('response.done');
    const asked = ai.replies.length;
    client.send({ type: 'text.send', text: 'Only once please', clientMessageId: 'c-1' });
    await client.sendNextText('A new message', 'c-2');
    await client.until(() => client.ofType('response.done').length === 2);
    expect((await messages(ready.sessionId)).map((m) => m.content)).toEqual([
      'Only once please',
      'That sounds really hard. I am here with you. What has been weighing on you most?',
      'A new message',
      'That sounds really hard. I am here with you. What has been weighing on you most?',
    ]);
    expect(ai.replies.slice(asked).filter((r) => r.purpose !== 'summary')).toHaveLength(1);
    client.close();
  });

  it('rate-limits text messages by the server clock', async () => {
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    for (let i = 0; i < 8; i++) {
      client.send({ type: 'text.send', text: `Quick message ${i}` });
      await client.next('response.done');
    }
    client.send({ type: 'text.send', text: 'One too many' });
    expect(await client.next('error')).toEqual({
      type: 'error',
      code: 'rate_limited',
      message: "You're sending messages quickly. Please wait a moment and try again.",
    });
    await clock.advance(3000);
    client.send({ type: 'text.send', text: 'After a pause' });
    await client.next('response.done');
    expect(client.ofType('transcript.user').at(-1)?.text).toBe('After a pause');
    client.close();
  });
});
