import { describe, expect, it } from 'vitest';
import { authMessages, genericMessages, settingsMessages } from '../support/english-texts';
import { verifyAccessToken } from '../../server/src/plugins/auth';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { uniqueEmail, useTestApp } from '../support/app/test-app';
import { PASSWORD, signUpConfirmAndLogIn } from '../support/app/auth-flow';

describe('logging in, refresh rotation and password change', () => {
  const t = useTestApp();

  const invalidCredentials = { error: { code: 'invalid_credentials', message: authMessages.invalidCredentials } };
  const unauthorized = { error: { code: 'unauthorized', message: genericMessages.unauthorized } };

  it('answers a wrong password and an unknown email alike', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('wrong');
    await signUpConfirmAndLogIn(client, t.db, email);
    const stranger = new BrowserLikeClient(t.app);
    const wrong = await stranger.post('/api/auth/login', { email, password: 'not the password' });
    const unknown = await stranger.post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalidCredentials);
      expect(res.cookies).toHaveLength(0);
    }
    expect(
      (await stranger.post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('revokes the whole sign-in when a used refresh token comes back', async () => {
    const victim = new BrowserLikeClient(t.app);
    const user = await signUpConfirmAndLogIn(victim, t.db, uniqueEmail('reuse'));
    const stolen = victim.cookies.get('refresh_token') ?? '';
    expect((await victim.post('/api/auth/refresh', {})).statusCode).toBe(200);

    const thief = new BrowserLikeClient(t.app);
    thief.cookies.set('refresh_token', stolen);
    const replay = await thief.post('/api/auth/refresh', {});
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(unauthorized);
    expect(thief.cookies.has('refresh_token')).toBe(false);

    const rotated = await victim.post('/api/auth/refresh', {});
    expect(rotated.statusCode).toBe(401);
    const tokens = await t.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(2);
    expect(tokens.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('lets only one of two racing refreshes with the same token win', async () => {
    const client = new BrowserLikeClient(t.app);
    await signUpConfirmAndLogIn(client, t.db, uniqueEmail('race'));
    const token = client.cookies.get('refresh_token') ?? '';
    const twin = new BrowserLikeClient(t.app);
    twin.cookies.set('refresh_token', token);
    const results = await Promise.all([client.post('/api/auth/refresh', {}), twin.post('/api/auth/refresh', {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('keeps other sign-ins working when one is revoked', async () => {
    const laptop = new BrowserLikeClient(t.app);
    const email = uniqueEmail('two-devices');
    await signUpConfirmAndLogIn(laptop, t.db, email);
    const phone = new BrowserLikeClient(t.app);
    await phone.post('/api/auth/login', { email, password: PASSWORD });
    await laptop.post('/api/auth/logout', {});
    expect((await phone.post('/api/auth/refresh', {})).statusCode).toBe(200);
  });

  it('refuses missing, unknown, logged-out and expired refresh tokens', async () => {
    const client = new BrowserLikeClient(t.app);
    expect((await client.post('/api/auth/refresh', {})).json()).toEqual(unauthorized);
    client.cookies.set('refresh_token', 'x'.repeat(43));
    expect((await client.post('/api/auth/refresh', {})).statusCode).toBe(401);

    const user = await signUpConfirmAndLogIn(client, t.db, uniqueEmail('expired'));
    const loggedOut = client.cookies.get('refresh_token') ?? '';
    await client.post('/api/auth/logout', {});
    client.cookies.set('refresh_token', loggedOut);
    expect((await client.post('/api/auth/refresh', {})).statusCode).toBe(401);

    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.post('/api/auth/refresh', {})).statusCode).toBe(401);
    expect([...client.cookies.keys()]).toEqual(['known_device']);
  });

  it('changes the password for a signed-in user who gives the current one, and ends their other sign-ins', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('change');
    const user = await signUpConfirmAndLogIn(client, t.db, email);
    const otherDevice = new BrowserLikeClient(t.app);
    await otherDevice.post('/api/auth/login', { email, password: PASSWORD });

    const wrong = await client.post('/api/auth/password', { currentPassword: 'not my password', password: 'a new calm password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: settingsMessages.currentPasswordWrong } });
    expect((await otherDevice.post('/api/auth/refresh', {})).statusCode).toBe(200);
    expect((await new BrowserLikeClient(t.app).post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    const changed = await client.post('/api/auth/password', { currentPassword: PASSWORD, password: 'a new calm password' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: settingsMessages.passwordUpdated });
    expect(await verifyAccessToken(client.cookies.get('access_token'), t.config.authSecret)).toEqual(user);
    expect((await client.post('/api/auth/refresh', {})).statusCode).toBe(200);
    expect((await otherDevice.post('/api/auth/refresh', {})).statusCode).toBe(401);

    const fresh = new BrowserLikeClient(t.app);
    expect((await fresh.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await fresh.post('/api/auth/login', { email, password: 'a new calm password' })).statusCode).toBe(200);
  });

  it('requires sign-in and a strong password to change it', async () => {
    const stranger = new BrowserLikeClient(t.app);
    const anonymous = await stranger.post('/api/auth/password', { currentPassword: PASSWORD, password: 'a new calm password' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
    stranger.cookies.set('access_token', 'forged.token.value');
    expect((await stranger.post('/api/auth/password', { currentPassword: PASSWORD, password: 'a new calm password' })).statusCode).toBe(401);

    const client = new BrowserLikeClient(t.app);
    await signUpConfirmAndLogIn(client, t.db, uniqueEmail('weak-change'));
    const weak = await client.post('/api/auth/password', { currentPassword: PASSWORD, password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: { code: 'validation_failed', message: authMessages.passwordTooShort } });
    expect((await client.post('/api/auth/password', { password: 'a new calm password' })).statusCode).toBe(400);
  });
});
