import { describe, expect, it } from 'vitest';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { PASSWORD } from '../support/app/auth-flow';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { TEST_ORIGIN, uniqueEmail } from '../support/app/test-app';
import { genericMessages } from '../support/english-texts';

// A NUL character cannot be stored in Postgres text, and a lone surrogate (half an emoji) comes back
// from storage as U+FFFD: both are cleaned where they come in, so what is saved is what is echoed.
describe('text with NUL characters and lone surrogates', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider() }));

  it('signs up and sends the contact form without a server error, storing the cleaned text', async () => {
    const email = uniqueEmail('nul');
    const client = new BrowserLikeClient(t.app);
    const signup = await client.post('/api/auth/signup', { email, password: PASSWORD, fullName: 'Ro\u0000bin \uD83D', acceptTerms: true, confirmAge: true });
    expect(signup.statusCode).toBe(201);
    const profile = await t.db.selectFrom('profiles').select('full_name').where('email', '=', email).executeTakeFirstOrThrow();
    expect(profile.full_name).toBe('Robin \uFFFD');

    const contact = await client.post('/api/contact', { name: 'Sam\u0000', email, subject: 'Hi\u0000', message: 'Hello\u0000 there \uDE00' });
    expect(contact.statusCode).toBe(201);
    const stored = await t.db.selectFrom('contact_messages').select(['name', 'subject', 'message']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Sam', subject: 'Hi', message: 'Hello there \uFFFD' });
  });

  it('answers a search query holding NUL like any other search', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.get('/api/sessions?search=a%00b');
    expect(res.statusCode).toBe(200);
  });

  it('answers a path parameter holding NUL as an id that is not there (404), not a 500', async () => {
    const user = await createSignedInUser(t);
    const checkout = await user.client.get('/api/billing/test-checkout/a%00b');
    expect(checkout.statusCode).toBe(404);
  });

  it('saves and echoes the same text over the socket, title included, and keeps the session', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: 'Late\u0000 night' });
    expect(ready.title).toBe('Late night');
    client.send({ type: 'text.send', text: 'I feel\u0000 lost \uD83D' });
    const heard = await client.next('transcript.user');
    expect(heard.text).toBe('I feel lost \uFFFD');
    await client.next('response.done');
    expect(client.ofType('error')).toEqual([]);
    const saved = await t.db.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).where('role', '=', 'user').execute();
    expect(saved.map((m) => m.content)).toEqual([heard.text]);
    const session = await t.db.selectFrom('sessions').select('title').where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(session.title).toBe('Late night');
    client.close();
  });

  it('answers JSON nested thousands deep with a 400 that says so, on any route and without a login, and the socket with an error event', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    for (const url of ['/api/contact', '/api/auth/login', '/api/auth/signup']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: `{"name":${deep}}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: genericMessages.nestedTooDeep } });
    }
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.socket.send(`{"type":"text.send","text":${deep}}`);
    expect(await client.next('error')).toEqual({ type: 'error', code: 'validation_failed', message: 'That message nests its data too deeply to be read.' });
    // The session goes on.
    client.send({ type: 'text.send', text: 'still here' });
    expect((await client.next('response.done')).text.length).toBeGreaterThan(0);
    client.close();
  });
});

