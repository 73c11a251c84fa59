import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { translator } from '../../server/src/i18n/translator';
import { RecordingMailer } from '../support/app/recording-mailer';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';
import { privacyMessages, settingsMessages } from '../support/english-texts';

const PASSWORD = 'correct horse battery';

/** Settings and privacy answer in the person's language: the page's for an error, the profile's for the last email. */
describe('settings and privacy in the person’s language', () => {
  const mailer = new RecordingMailer();
  const t = useTestApp({ deps: { mailer } });
  const es = translator('es');
  const spanish = { 'accept-language': 'es-ES,es;q=0.9' };

  async function userWithPassword(preferredLanguage: 'es' | 'en') {
    const user = await createSignedInUser(t, { fullName: 'Lucía', notificationPreferences: { preferredLanguage, voicePreference: 'warm' } });
    await t.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', user.id).execute();
    return user;
  }

  it('writes the account-deleted email in the profile’s language, though the page asking spoke English', async () => {
    const user = await userWithPassword('es');
    const res = await user.client.request('DELETE', '/api/account', { password: PASSWORD }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: privacyMessages.accountDeleted });
    const [mail, ...more] = mailer.to(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(es('settings:emails.accountDeletedSubject'));
    expect(mail?.subject).not.toBe(translator('en')('settings:emails.accountDeletedSubject'));
    expect(mail?.text).toContain(es('settings:emails.accountDeletedGone'));
    expect(mail?.text.split('\n')[0]).toBe(es('auth:emails.greeting'));
  });

  it('says the account is deleted in the page’s language', async () => {
    const user = await userWithPassword('en');
    const res = await user.client.request('DELETE', '/api/account', { password: PASSWORD }, spanish);
    expect(res.json()).toEqual({ message: es('settings:privacyMessages.accountDeleted') });
    // The profile's language (English) writes the email, not the page's.
    expect(mailer.to(user.email)).toEqual([expect.objectContaining({ subject: 'Your Solace account has been deleted' })]);
  });

  it('refuses a wrong current password in Spanish for a Spanish page', async () => {
    const user = await userWithPassword('en');
    const body = { currentPassword: 'not my password', password: 'a new calm password' };
    const wrong = await user.client.request('POST', '/api/auth/password', body, spanish);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: es('settings:messages.currentPasswordWrong') } });
    expect(es('settings:messages.currentPasswordWrong')).not.toBe(settingsMessages.currentPasswordWrong);
    const english = await user.client.post('/api/auth/password', body);
    expect(english.json()).toEqual({ error: { code: 'invalid_credentials', message: settingsMessages.currentPasswordWrong } });
  });

  it('refuses an unknown time zone and a wrong deletion password in Spanish for a Spanish page', async () => {
    const user = await userWithPassword('en');
    const zone = await user.client.request('PATCH', '/api/profile', { timezone: 'Mars/Olympus' }, spanish);
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toEqual({ error: { code: 'validation_failed', message: es('settings:messages.timezoneInvalid') } });
    expect(es('settings:messages.timezoneInvalid')).not.toBe(settingsMessages.timezoneInvalid);
    const deletion = await user.client.request('DELETE', '/api/account', { password: 'not my password' }, spanish);
    expect(deletion.json()).toEqual({ error: { code: 'invalid_credentials', message: es('settings:privacyMessages.wrongPassword') } });
  });
});
