import { describe, expect, it } from 'vitest';
import { translator } from '../../server/src/i18n/translator';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { uniqueEmail, useTestApp } from '../support/app/test-app';
import { PASSWORD } from '../support/app/auth-flow';

/** The server answers in the language the page asks for (`Accept-Language`), and codes stay as they are. */
describe('answers and emails in the person’s language', () => {
  const t = useTestApp();
  const es = translator('es');
  const ar = translator('ar');

  it('says an error in the page’s language and keeps its code', async () => {
    const client = new BrowserLikeClient(t.app);
    const wrong = await client.request('POST', '/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD }, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: es('auth:messages.invalidCredentials') } });
  });

  it('says the general answers (an address with no route, a missing sign-in) in the page’s language too', async () => {
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'es' } });
    expect(nowhere.json()).toEqual({ error: { code: 'not_found', message: es('errors.notFound') } });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/me', headers: { 'accept-language': 'ar' } });
    expect(signedOut.json()).toEqual({ error: { code: 'unauthorized', message: ar('errors.unauthorized') } });
    expect(es('errors.notFound')).not.toBe(translator('en')('errors.notFound'));
  });

  it('says a rule of a shared schema in the page’s language, and English when none is asked', async () => {
    const client = new BrowserLikeClient(t.app);
    const body = { email: uniqueEmail('short'), password: 'abc', acceptTerms: true, confirmAge: true };
    const arabic = await client.request('POST', '/api/auth/signup', body, { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ error: { code: 'validation_failed', message: ar('auth:messages.passwordTooShort') } });
    const plain = await client.post('/api/auth/signup', body);
    expect(plain.json()).toEqual({ error: { code: 'validation_failed', message: 'Password must be at least 6 characters long.' } });
  });

  it('writes the confirmation email in the language the person signed up in', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('espanol');
    const created = await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true }, { 'accept-language': 'es' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: es('auth:messages.signupSuccess') });
    const mail = await t.db.selectFrom('dev_mailbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(es('auth:emails.confirmSubject'));
    expect(mail.text_body).toContain(es('auth:emails.confirmExpiry'));
    expect(mail.text_body).toContain(`${t.config.publicUrl}/confirm-email#token=`);
  });

  it('writes a reset email in the profile’s language, whatever the page asking for it speaks', async () => {
    const client = new BrowserLikeClient(t.app);
    const email = uniqueEmail('profile-language');
    await client.post('/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('profiles')
      .set({ notification_preferences: JSON.stringify({ preferredLanguage: 'ar', voicePreference: 'warm' }) })
      .where('id', '=', user.id)
      .execute();
    await client.request('POST', '/api/auth/recover', { email }, { 'accept-language': 'en' });
    const reset = await t.db.selectFrom('dev_mailbox').selectAll().where('to_address', '=', email).where('subject', '=', ar('auth:emails.resetSubject')).execute();
    expect(reset).toHaveLength(1);
    expect(reset[0]?.text_body).toContain(ar('auth:emails.resetIgnore'));
  });
});
