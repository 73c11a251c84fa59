import { describe, expect, it } from 'vitest';
import { authMessages } from '../support/english-texts';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { uniqueEmail, useTestApp } from '../support/app/test-app';
import { mailCount, mailedToken, PASSWORD, signUpConfirmAndLogIn } from '../support/app/auth-flow';

describe('password recovery', () => {
  const t = useTestApp();

  const NEW_PASSWORD = 'a brand new password';
  const resetInvalid = { error: { code: 'invalid_token', message: authMessages.resetInvalid } };

  async function requestReset(client: BrowserLikeClient, email: string): Promise<string> {
    const res = await client.post('/api/auth/recover', { email });
    expect(res.statusCode).toBe(200);
    return mailedToken(t.db, email);
  }

  it('answers the same for an unknown email, and mails nobody', async () => {
    const client = new BrowserLikeClient(t.app);
    const known = uniqueEmail('known');
    await signUpConfirmAndLogIn(client, t.db, known);
    const unknown = uniqueEmail('unknown');
    const forKnown = await client.post('/api/auth/recover', { email: known });
    const forUnknown = await client.post('/api/auth/recover', { email: unknown });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forKnown.json()).toEqual({ message: authMessages.recoverSent });
    expect(await mailCount(t.db, unknown)).toBe(0);
    expect(await mailCount(t.db, known)).toBe(2);
  });

  it('resets the password: the old one and the old refresh cookie stop working, the new one works', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('reset');
    const user = await signUpConfirmAndLogIn(client, t.db, email);
    const oldRefresh = client.cookies.get('refresh_token') ?? '';
    const token = await requestReset(client, email);
    const mail = await t.db
      .selectFrom('dev_mailbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Solace');
    expect(mail.text_body).toContain(`${t.config.publicUrl}/reset-password#type=recovery&token=${token}`);
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('kind', '=', 'reset_password')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const reset = await client.post('/api/auth/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.resetSuccess });
    expect([...client.cookies.keys()]).toEqual(['known_device']);

    client.cookies.set('refresh_token', oldRefresh);
    expect((await client.post('/api/auth/refresh', {})).statusCode).toBe(401);
    const old = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(old.json().error.code).toBe('invalid_credentials');
    expect((await client.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('uses a reset link once, and not after it expires', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('reset-once');
    const user = await signUpConfirmAndLogIn(client, t.db, email);
    const token = await requestReset(client, email);
    expect((await client.post('/api/auth/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await client.post('/api/auth/reset', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(resetInvalid);

    const late = await requestReset(client, email);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    expect((await client.post('/api/auth/reset', { token: late, password: 'yet another password' })).json()).toEqual(
      resetInvalid,
    );
    expect((await client.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('does not accept a confirmation link as a reset link, nor a weak new password', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('wrong-kind');
    await client.post('/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });
    const confirmToken = await mailedToken(t.db, email);
    expect((await client.post('/api/auth/reset', { token: confirmToken, password: NEW_PASSWORD })).json()).toEqual(
      resetInvalid,
    );

    const token = await requestReset(client, email);
    const weak = await client.post('/api/auth/reset', { token, password: '12345' });
    expect(weak.json()).toEqual({ error: { code: 'validation_failed', message: authMessages.passwordTooShort } });
    expect((await client.post('/api/auth/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('confirms the email of an account that resets before confirming', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('reset-unconfirmed');
    await client.post('/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });
    const token = await requestReset(client, email);
    await client.post('/api/auth/reset', { token, password: NEW_PASSWORD });
    expect((await client.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
