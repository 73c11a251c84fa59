import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ACCESS_COOKIE, signAccessToken } from '../../server/src/plugins/auth';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';

const routes = [
  ['GET', '/api/me', undefined],
  ['GET', '/api/profile', undefined],
  ['PATCH', '/api/profile', { fullName: 'Mallory' }],
  ['POST', '/api/profile/onboarding', { fullName: 'M', preferredLanguage: 'en', voicePreference: 'warm', timezone: 'UTC' }],
] as const;

describe('profile: who may read and change it', () => {
  const t = useTestApp();

  const withToken = (token: string) => {
    const client = new BrowserLikeClient(t.app);
    client.cookies.set(ACCESS_COOKIE, token);
    return client;
  };

  it.each(routes)('%s %s is 401 when signed out', async (method, url, body) => {
    const res = await new BrowserLikeClient(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Please log in to continue.' } });
  });

  it.each(routes)('%s %s is 401 with a token signed by someone else', async (method, url, body) => {
    const user = await createSignedInUser(t);
    const forged = await signAccessToken({ id: user.id, email: user.email }, 'another-secret-that-is-long-enough-to-sign-with');
    const res = await withToken(forged).request(method, url, body);
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('%s %s is 401 with an expired token', async (method, url, body) => {
    const user = await createSignedInUser(t);
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.authSecret));
    const res = await withToken(expired).request(method, url, body);
    expect(res.statusCode).toBe(401);
  });

  it("never answers or changes another user's profile", async () => {
    const a = await createSignedInUser(t, { fullName: 'Alice' });
    const b = await createSignedInUser(t, { fullName: 'Bob' });
    expect((await a.client.get('/api/profile')).json()).toMatchObject({ id: a.id, fullName: 'Alice' });
    expect((await b.client.get('/api/me')).json().profile).toMatchObject({ id: b.id, fullName: 'Bob' });

    const patched = await a.client.patch('/api/profile', { fullName: 'Alice Changed', notificationPreferences: { voicePreference: 'gentle' } });
    expect(patched.json()).toMatchObject({ id: a.id, fullName: 'Alice Changed' });
    const bAfter = (await b.client.get('/api/profile')).json();
    expect(bAfter).toMatchObject({ id: b.id, fullName: 'Bob', notificationPreferences: { voicePreference: null } });
  });

  it.each(routes)('%s %s is 404 when the profile row is missing', async (method, url, body) => {
    const user = await createSignedInUser(t, { withProfile: false });
    const res = await user.client.request(method, url, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
