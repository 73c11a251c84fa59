import { describe, expect, it } from 'vitest';
import { authMessages, genericMessages } from '../support/english-texts';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { mailCount, mailedToken, PASSWORD } from '../support/app/auth-flow';
import { TEST_ORIGIN, uniqueEmail, useTestApp } from '../support/app/test-app';

describe('resending the confirmation email', () => {
  const t = useTestApp();

  let nextIp = 1;
  const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  const resend = (email: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
      remoteAddress,
    });
  const signup = (client: BrowserLikeClient, email: string) =>
    client.post('/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });

  it('sends a new working link to an address waiting for confirmation', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('resend');
    await signup(client, email);
    const first = await mailedToken(t.db, email);

    const res = await resend(` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.confirmationResent });
    expect(await mailCount(t.db, email)).toBe(2);
    const second = await mailedToken(t.db, email);
    expect(second).not.toBe(first);
    expect((await client.post('/api/auth/confirm', { token: second })).statusCode).toBe(200);
    expect((await client.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers unknown and confirmed addresses the same, and mails neither', async () => {
    const client = new BrowserLikeClient(t.app);
    const confirmed = uniqueEmail('resend-confirmed');
    await signup(client, confirmed);
    await client.post('/api/auth/confirm', { token: await mailedToken(t.db, confirmed) });
    const unknown = uniqueEmail('resend-unknown');

    for (const email of [confirmed, unknown]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authMessages.confirmationResent });
    }
    expect(await mailCount(t.db, confirmed)).toBe(1);
    expect(await mailCount(t.db, unknown)).toBe(0);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await resend('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('allows 3 resends an hour per address, from any IP', async () => {
    const email = uniqueEmail('resend-limit');
    await signup(new BrowserLikeClient(t.app), email);
    for (let i = 0; i < 3; i++) expect((await resend(email)).statusCode).toBe(200);
    const limited = await resend(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: genericMessages.rateLimited } });
    expect(await mailCount(t.db, email)).toBe(4);
  });

  it('a second sign-up with an address still waiting says so, without mailing or changing the account', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('signup-waiting');
    await signup(client, email);
    const again = await client.post('/api/auth/signup', { email, password: 'another password', acceptTerms: true, confirmAge: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'email_not_confirmed', message: authMessages.signupUnconfirmed } });
    expect(await mailCount(t.db, email)).toBe(1);

    await client.post('/api/auth/confirm', { token: await mailedToken(t.db, email) });
    expect((await client.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const taken = await signup(client, email);
    expect(taken.json()).toEqual({ error: { code: 'email_taken', message: authMessages.emailTaken } });
  });
});
