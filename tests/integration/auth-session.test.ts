import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/src/plugins/auth';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { signUpConfirmAndLogIn } from '../support/app/auth-flow';
import { createSignedInUser } from '../support/app/signed-in-user';
import { uniqueEmail, useTestApp } from '../support/app/test-app';

describe('asking who is signed in without an error status', () => {
  const t = useTestApp();

  it('GET /api/session answers { user: null } to a visitor, and to a forged or orphaned token', async () => {
    const visitor = new BrowserLikeClient(t.app);
    const res = await visitor.get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });

    visitor.cookies.set(ACCESS_COOKIE, 'not.a.token');
    expect((await visitor.get('/api/session')).json()).toEqual({ user: null });

    const orphan = await createSignedInUser(t, { withProfile: false });
    expect((await orphan.client.get('/api/session')).json()).toEqual({ user: null });
  });

  it('GET /api/session answers the signed-in user and their profile, as /api/me does', async () => {
    const user = await createSignedInUser(t, { fullName: 'Ada Lovelace' });
    const res = await user.client.get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await user.client.get('/api/me')).json());
    expect(res.json()).toMatchObject({ user: { id: user.id, email: user.email }, profile: { fullName: 'Ada Lovelace' } });
  });

  it('POST /api/auth/resume answers { user: null } without a refresh cookie', async () => {
    const res = await new BrowserLikeClient(t.app).post('/api/auth/resume', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.cookies).toHaveLength(0);
  });

  it('POST /api/auth/resume rotates a live refresh token into a new sign-in', async () => {
    const client = new BrowserLikeClient(t.app);
    const user = await signUpConfirmAndLogIn(client, t.db, uniqueEmail('resume'));
    const firstRefresh = client.cookies.get(REFRESH_COOKIE);
    client.cookies.delete(ACCESS_COOKIE);
    expect((await client.get('/api/session')).json()).toEqual({ user: null });

    const resumed = await client.post('/api/auth/resume', {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ user: { id: user.id, email: user.email } });
    expect(client.cookies.get(REFRESH_COOKIE)).not.toBe(firstRefresh);
    expect((await client.get('/api/session')).json().user).toEqual({ id: user.id, email: user.email });
  });

  it('POST /api/auth/resume answers { user: null } for a spent token, clears the cookies and revokes the sign-in', async () => {
    const client = new BrowserLikeClient(t.app);
    await signUpConfirmAndLogIn(client, t.db, uniqueEmail('resume-spent'));
    const spent = client.cookies.get(REFRESH_COOKIE) ?? '';
    expect((await client.post('/api/auth/resume', {})).json().user).not.toBeNull();
    const current = client.cookies.get(REFRESH_COOKIE) ?? '';

    const thief = new BrowserLikeClient(t.app);
    thief.cookies.set(REFRESH_COOKIE, spent);
    const replay = await thief.post('/api/auth/resume', {});
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ user: null });
    expect(thief.cookies.has(REFRESH_COOKIE)).toBe(false);

    // Reuse revokes the whole sign-in, exactly as /api/auth/refresh does.
    const owner = new BrowserLikeClient(t.app);
    owner.cookies.set(REFRESH_COOKIE, current);
    expect((await owner.post('/api/auth/resume', {})).json()).toEqual({ user: null });
  });
});
