import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';
import { onboardingMessages, settingsMessages } from '../support/english-texts';

describe('profile: read and update', () => {
  const t = useTestApp();

  it('GET /api/me answers the signed-in user and their profile', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.get('/api/me');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: user.id, email: user.email });
    expect(body.profile).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: null,
      timezone: 'UTC',
      dailySessionLimit: 5,
      subscriptionPlan: 'free',
      subscriptionStatus: null,
      passExpiresAt: null,
      needsOnboarding: true,
    });
    expect(body.profile.notificationPreferences).toEqual({ preferredLanguage: null, voicePreference: null });
    expect(new Date(body.profile.updatedAt).toString()).not.toBe('Invalid Date');
  });

  it('PATCH keeps any time zone there is, and refuses a name that is none', async () => {
    const user = await createSignedInUser(t, { fullName: 'Ada' });
    for (const timezone of ['Europe/Madrid', 'America/Toronto', 'Asia/Kolkata', 'Australia/Sydney']) {
      const res = await user.client.patch('/api/profile', { timezone });
      expect(res.statusCode, timezone).toBe(200);
      expect((await user.client.get('/api/profile')).json()).toMatchObject({ timezone });
    }
    const bad = await user.client.patch('/api/profile', { timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'validation_failed', message: settingsMessages.timezoneInvalid } });
  });

  it('GET /api/profile answers the same profile', async () => {
    const user = await createSignedInUser(t, { fullName: 'Ada', timezone: 'Europe/Paris' });
    const res = await user.client.get('/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, fullName: 'Ada', timezone: 'Europe/Paris' });
  });

  it('PATCH merges notification preferences key by key', async () => {
    const user = await createSignedInUser(t, { fullName: 'Ada', notificationPreferences: { voicePreference: 'warm' } });
    const first = await user.client.patch('/api/profile', { notificationPreferences: { preferredLanguage: 'fr' } });
    expect(first.statusCode).toBe(200);
    const second = await user.client.patch('/api/profile', {
      timezone: 'Asia/Tokyo',
      notificationPreferences: { voicePreference: 'gentle' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      fullName: 'Ada',
      timezone: 'Asia/Tokyo',
      notificationPreferences: { preferredLanguage: 'fr', voicePreference: 'gentle' },
    });
    const row = await t.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Ada');
    expect(row.notification_preferences).toEqual({ preferredLanguage: 'fr', voicePreference: 'gentle' });
  });

  it('PATCH trims the name it keeps', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.patch('/api/profile', { fullName: '  Grace Hopper ' });
    expect(res.json().fullName).toBe('Grace Hopper');
  });

  it.each([
    ['an unknown timezone', { timezone: 'Mars/Olympus', fullName: 'Changed' }, settingsMessages.timezoneInvalid],
    ['an unknown language', { notificationPreferences: { preferredLanguage: 'xx', voicePreference: 'warm' } }, settingsMessages.languageInvalid],
    ['a non-boolean switch', { keepVoiceRecordings: 'yes' }, settingsMessages.switchInvalid],
    ['a name over 120 characters', { fullName: 'x'.repeat(121) }, settingsMessages.nameTooLong],
    // A profile without a name is sent back to onboarding, so a name once given cannot be blanked.
    ['an empty name', { fullName: '' }, onboardingMessages.nameRequired],
    ['a blank name', { fullName: '   ', timezone: 'Asia/Tokyo' }, onboardingMessages.nameRequired],
    ['a null name', { fullName: null }, onboardingMessages.nameRequired],
    ['a cleared language', { notificationPreferences: { preferredLanguage: null } }, settingsMessages.languageInvalid],
    ['a cleared voice style', { notificationPreferences: { voicePreference: null } }, settingsMessages.voiceInvalid],
  ])('PATCH rejects %s with 400 and changes nothing', async (_label, body, message) => {
    const user = await createSignedInUser(t, { fullName: 'Ada' });
    const before = (await user.client.get('/api/profile')).json();
    const res = await user.client.patch('/api/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toBe(message);
    expect((await user.client.get('/api/profile')).json()).toEqual(before);
  });

  it('never changes the email', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.patch('/api/profile', { email: 'someone-else@example.com', fullName: 'Ada' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Email cannot be changed' } });
    const row = await t.db.selectFrom('profiles').select(['email', 'full_name']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: user.email, full_name: null });
  });

  it('documents the profile routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths['/api/me']).toHaveProperty('get');
    expect(paths['/api/profile']).toHaveProperty('patch');
    expect(paths['/api/profile/onboarding'].post.requestBody).toBeDefined();
  });
});
