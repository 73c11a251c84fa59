import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { emotionNames } from '@shared/emotions';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

/** What people might type, careless code breaks on: SQL, HTML and script, template syntax, text direction, emoji. */
const hostile = [
  "Robert'); DROP TABLE users; --",
  '<img src=x onerror="alert(1)"><script>alert(2)</script>',
  "' OR 1=1; UPDATE profiles SET subscription_plan='free' --",
  '{{constructor.constructor("alert(3)")()}} ${process.env.AUTH_SECRET}',
  '\u202eevil\u202c and 👩‍👩‍👧‍👦 and é vs é',
];

describe('hostile text is stored and shown back exactly as typed, and does nothing', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider({ reply: 'I hear you.' }) }));

  const tableCount = async () => Number((await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(t.db)).rows[0]?.n);

  it('in a name, a mood note, a session title and a chat message', async () => {
    const tables = await tableCount();
    const user = await createSignedInUser(t);
    await t.db.updateTable('profiles').set({ subscription_plan: 'premium-annual', subscription_status: 'active' }).where('id', '=', user.id).execute();
    const users = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const text of hostile) {
      const patched = await user.client.patch('/api/profile', { fullName: text });
      expect(patched.statusCode).toBe(200);
      expect(patched.headers['content-type']).toMatch(/^application\/json/);
      expect((await user.client.get('/api/profile')).json().fullName).toBe(text);
    }
    // One check-in a day: all of it in one note.
    const note = hostile.join('\n');
    const mood = await user.client.post('/api/mood/entries', { emotions: [emotionNames[0]], energyLevel: 3, stressLevel: 3, sleepQuality: 3, notes: note });
    expect(mood.statusCode).toBe(201);
    expect(mood.json().notes).toBe(note);
    expect((await user.client.get('/api/mood/entries')).json().entries.map((e: { notes: string }) => e.notes)).toEqual([note]);

    for (const text of hostile) {
      const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: text });
      expect(ready.title).toBe(text);
      client.send({ type: 'text.send', text });
      expect((await client.next('transcript.user')).text).toBe(text);
      await client.next('response.done');
      client.send({ type: 'session.end' });
      await client.next('session.ended');
      client.close();
      const detail = (await user.client.get(`/api/sessions/${ready.sessionId}`)).json();
      expect(detail.title).toBe(text);
      expect(detail.messages[0].content).toBe(text);
    }
    // Nothing ran: no table went, no row was added or changed behind the requests, the plan is what it was.
    expect(await tableCount()).toBe(tables);
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(users.n);
    expect((await user.client.get('/api/profile')).json().subscriptionPlan).toBe('premium-annual');
  });
});
