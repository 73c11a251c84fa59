import { describe, expect, it } from 'vitest';
import { authMessages } from '../support/english-texts';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { uniqueEmail, useTestApp } from '../support/app/test-app';
import { mailCount, PASSWORD } from '../support/app/auth-flow';

describe('what account routes accept', () => {
  const t = useTestApp();

  const signup = (client: BrowserLikeClient, body: Record<string, unknown>) =>
    client.post('/api/auth/signup', { password: PASSWORD, acceptTerms: true, confirmAge: true, ...body });

  it('rejects weak passwords and unticked boxes with the exact messages, creating nothing', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ email, password: '12345' }, authMessages.passwordTooShort],
      [{ email, acceptTerms: false }, authMessages.acceptTerms],
      [{ email, acceptTerms: undefined }, authMessages.acceptTerms],
      [{ email, confirmAge: false }, authMessages.confirmAge],
      [{ email, confirmAge: undefined }, authMessages.confirmAge],
    ];
    for (const [body, message] of cases) {
      const res = await signup(client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    const invalidEmail = await signup(client, { email: 'not-an-email' });
    expect(invalidEmail.json().error).toEqual({
      code: 'validation_failed',
      message: 'Please enter a valid email address.',
    });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });

  it('refuses state changes without the app Origin', async () => {
    const body = { email: uniqueEmail('origin'), password: PASSWORD, acceptTerms: true, confirmAge: true };
    for (const client of [new BrowserLikeClient(t.app, null), new BrowserLikeClient(t.app, 'https://evil.example')]) {
      const res = await client.post('/api/auth/signup', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('bad_origin');
      expect((await client.post('/api/auth/login', { email: body.email, password: PASSWORD })).statusCode).toBe(403);
    }
    expect(await mailCount(t.db, body.email)).toBe(0);
  });

  it('publishes the account routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of ['signup', 'confirm', 'login', 'logout', 'refresh', 'recover', 'reset', 'password']) {
      expect(doc.paths[`/api/auth/${route}`]?.post?.requestBody).toBeDefined();
    }
    expect(doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'acceptTerms', 'confirmAge']),
    );
  });
});
