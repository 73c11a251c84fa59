import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';
import { onboardingMessages } from '../support/english-texts';

const complete = { fullName: 'Ada Lovelace', preferredLanguage: 'es', voicePreference: 'warm', timezone: 'America/Chicago' };

describe('profile: onboarding', () => {
  const t = useTestApp();

  it.each([
    ['a missing name', { ...complete, fullName: undefined }, onboardingMessages.nameRequired],
    ['a blank name', { ...complete, fullName: '   ' }, onboardingMessages.nameRequired],
    ['a missing language', { ...complete, preferredLanguage: undefined }, onboardingMessages.languageRequired],
    ['an unknown language', { ...complete, preferredLanguage: 'xx' }, onboardingMessages.languageRequired],
    ['a missing voice style', { ...complete, voicePreference: undefined }, onboardingMessages.voiceRequired],
    ['a missing timezone', { ...complete, timezone: undefined }, onboardingMessages.timezoneRequired],
    ['an unknown timezone', { ...complete, timezone: 'Mars/Olympus' }, onboardingMessages.timezoneRequired],
  ])('rejects %s with its onboarding message and saves nothing', async (_label, body, message) => {
    const user = await createSignedInUser(t);
    const res = await user.client.post('/api/profile/onboarding', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
    const profile = (await user.client.get('/api/profile')).json();
    expect(profile.fullName).toBeNull();
    expect(profile.needsOnboarding).toBe(true);
  });

  it('saves all four answers and ends onboarding', async () => {
    const user = await createSignedInUser(t);
    expect((await user.client.get('/api/me')).json().profile.needsOnboarding).toBe(true);
    const res = await user.client.post('/api/profile/onboarding', complete);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      fullName: 'Ada Lovelace',
      timezone: 'America/Chicago',
      notificationPreferences: {
        preferredLanguage: 'es',
        voicePreference: 'warm',
      },
      needsOnboarding: false,
    });
    expect((await user.client.get('/api/me')).json().profile.needsOnboarding).toBe(false);
  });

  it('never asks for onboarding again: a later change cannot blank the name', async () => {
    const user = await createSignedInUser(t);
    await user.client.post('/api/profile/onboarding', complete);
    const res = await user.client.patch('/api/profile', { fullName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: onboardingMessages.nameRequired } });
    expect((await user.client.get('/api/me')).json().profile).toMatchObject({ fullName: 'Ada Lovelace', needsOnboarding: false });
  });
});
