import { describe, expect, it } from 'vitest';
import { authMessages } from '../support/english-texts';
import { verifyAccessToken } from '../../server/src/plugins/auth';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { uniqueEmail, useTestApp } from '../support/app/test-app';
import { mailCount, mailedToken, PASSWORD } from '../support/app/auth-flow';

describe('sign-up, confirmation and the first sign-in', () => {
  const t = useTestApp();

  const signup = (client: BrowserLikeClient, body: Record<string, unknown>) =>
    client.post('/api/auth/signup', { password: PASSWORD, acceptTerms: true, confirmAge: true, ...body });

  it('signs up, confirms by email, logs in, refreshes with rotation and logs out', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('journey');
    const created = await signup(client, { email: `  ${email.toUpperCase()} `, fullName: ' Ana Lima ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: authMessages.signupSuccess });
    expect(created.cookies).toEqual([expect.objectContaining({ name: 'signup_browser', path: '/api/auth/confirm', httpOnly: true, sameSite: 'Lax' })]);

    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.email_confirmed_at).toBeNull();
    const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ email, full_name: 'Ana Lima', subscription_plan: 'free' });
    // Mood reminders are set in the Mood Tracker alone: no switch here that nothing reads.
    expect(profile.notification_preferences).toEqual({
      preferredLanguage: null,
      voicePreference: null,
    });

    const mail = await t.db
      .selectFrom('dev_mailbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Solace');
    const token = await mailedToken(t.db, email);
    expect(mail.text_body).toContain(`${t.config.publicUrl}/confirm-email#token=${token}`);
    const stored = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);

    expect((await client.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(403);
    const confirmed = await client.post('/api/auth/confirm', { token });
    // In the browser that signed up, the link signs the person in with the same cookies a login sets.
    expect(confirmed.json()).toEqual({ user: { id: user.id, email }, message: authMessages.confirmSuccess });
    // The sign-up proof is spent (cleared); the sign-in cookies are httpOnly.
    expect(confirmed.cookies.map((c) => [c.name, c.path])).toEqual([
      ['signup_browser', '/api/auth/confirm'],
      ['access_token', '/'],
      ['refresh_token', '/api/auth'],
      ['known_device', '/api/auth/login'],
    ]);
    expect(confirmed.cookies.filter((c) => c.name !== 'signup_browser').every((c) => c.httpOnly)).toBe(true);
    expect(client.cookies.has('signup_browser')).toBe(false);
    expect(await verifyAccessToken(client.cookies.get('access_token'), t.config.authSecret)).toEqual({ id: user.id, email });
    expect((await client.get('/api/session')).json()).toMatchObject({ user: { id: user.id, email } });
    await client.post('/api/auth/logout', {});

    const login = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ user: { id: user.id, email } });
    for (const cookie of login.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    }
    expect(login.cookies.map((c) => [c.name, c.path])).toEqual([
      ['access_token', '/'],
      ['refresh_token', '/api/auth'],
      // Remembers this browser for its own login budget (known-device.ts); signing out keeps it.
      ['known_device', '/api/auth/login'],
    ]);
    expect(await verifyAccessToken(client.cookies.get('access_token'), t.config.authSecret)).toEqual({
      id: user.id,
      email,
    });

    const firstRefresh = client.cookies.get('refresh_token');
    const refreshed = await client.post('/api/auth/refresh', {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ user: { id: user.id, email } });
    expect(client.cookies.get('refresh_token')).not.toBe(firstRefresh);
    expect(refreshed.cookies.every((c) => c.httpOnly)).toBe(true);

    const out = await client.post('/api/auth/logout', {});
    expect(out.json()).toEqual({ message: authMessages.signedOut });
    expect([...client.cookies.keys()]).toEqual(['known_device']);
    const live = await t.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('confirms but signs nobody in when the link is opened in another browser than the one that signed up', async () => {
    // Someone signs up with another person's address and a password of their own; the owner opens the link.
    const stranger = new BrowserLikeClient(t.app);
    const email = uniqueEmail('not-theirs');
    await signup(stranger, { email });
    const owner = new BrowserLikeClient(t.app);
    const confirmed = await owner.post('/api/auth/confirm', { token: await mailedToken(t.db, email) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ user: null, message: authMessages.confirmSuccessLogIn });
    expect(owner.cookies.has('access_token')).toBe(false);
    expect((await owner.get('/api/session')).json()).toMatchObject({ user: null });
    // Confirmed all the same: whoever knows the password logs in (the owner resets it first).
    const user = await t.db.selectFrom('users').select('email_confirmed_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).not.toBeNull();
  });

  it('refuses to log in before the email is confirmed', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('unconfirmed');
    await signup(client, { email });
    const res = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'email_not_confirmed', message: authMessages.emailNotConfirmed } });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers a second sign-up with 409, saying when the address still waits for confirmation', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('twice');
    await signup(client, { email });
    const again = await signup(client, { email, password: 'another password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'email_not_confirmed', message: authMessages.signupUnconfirmed } });
    expect(await mailCount(t.db, email)).toBe(1);

    await client.post('/api/auth/confirm', { token: await mailedToken(t.db, email) });
    const taken = await signup(client, { email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 'email_taken', message: authMessages.emailTaken } });
    expect(await mailCount(t.db, email)).toBe(1);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('uses a confirmation link once, and not after it expires', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('confirm-once');
    await signup(client, { email });
    const token = await mailedToken(t.db, email);
    expect((await client.post('/api/auth/confirm', { token })).statusCode).toBe(200);
    await client.post('/api/auth/logout', {});
    // Spent: it neither confirms nor signs anyone in a second time.
    const reused = await client.post('/api/auth/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'invalid_token', message: authMessages.confirmInvalid } });
    expect(reused.cookies.map((c) => c.name)).not.toContain('access_token');

    const late = uniqueEmail('confirm-late');
    await signup(client, { email: late });
    const lateToken = await mailedToken(t.db, late);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', late).executeTakeFirstOrThrow();
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.post('/api/auth/confirm', { token: lateToken })).json().error.code).toBe('invalid_token');
    expect((await client.post('/api/auth/login', { email: late, password: PASSWORD })).statusCode).toBe(403);
    expect((await client.post('/api/auth/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(400);
  });

  it('keeps confirmation links valid for 24 hours', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('lifetime');
    await signup(client, { email });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('confirm_email');
    const hours = (row.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });
});
