import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../server/src/i18n/translator';
import { userWithReminder, startReminderJobApp, type ReminderJobApp } from '../support/app/reminder-job-harness';
import { createSignedInUser } from '../support/app/signed-in-user';
import { startSmtpTestServer, type SmtpTestServer, type ReceivedMail } from '../support/app/smtp-test-server';
import { TEST_ORIGIN, useTestApp } from '../support/app/test-app';

const es = translator('es');
const en = translator('en');
const checkIn = { emotions: ['Calm'], energyLevel: 3, stressLevel: 3, sleepQuality: 3 };

/** A header as nodemailer writes it, with its RFC 2047 encoded words ('=?UTF-8?Q?...?=') decoded. */
function decodeHeader(value: string): string {
  const bytes: Buffer[] = [];
  for (const part of value.split(/(=\?[^?]+\?[qb]\?[^?]*\?=)/i)) {
    const word = /^=\?[^?]+\?([qb])\?([^?]*)\?=$/i.exec(part);
    if (!word) {
      // Only the space between two encoded words is dropped.
      if (!/^\s*$/.test(part) || bytes.length === 0) bytes.push(Buffer.from(part, 'utf8'));
      continue;
    }
    const [, encoding, text = ''] = word;
    if (encoding!.toLowerCase() === 'b') bytes.push(Buffer.from(text, 'base64'));
    else bytes.push(Buffer.from(decodeQ(text)));
  }
  return Buffer.concat(bytes).toString('utf8');
}

function decodeQ(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(...Buffer.from(text[i] === '_' ? ' ' : text[i]!, 'utf8'));
  }
  return out;
}

/** A mood error is said in the language the page asks for (`Accept-Language`). */
describe('mood answers in the page’s language', () => {
  const t = useTestApp();

  it('says that today’s check-in is done, and a slider out of range with the slider’s name, in Spanish', async () => {
    const user = await createSignedInUser(t);
    await t.db.updateTable('profiles').set({ subscription_plan: 'premium-monthly' }).where('id', '=', user.id).execute();
    const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' };
    expect((await user.client.request('POST', '/api/mood/entries', checkIn, spanish)).statusCode).toBe(201);

    const again = await user.client.request('POST', '/api/mood/entries', checkIn, spanish);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: es('mood:messages.alreadyToday') } });
    expect(es('mood:messages.alreadyToday')).not.toBe(en('mood:messages.alreadyToday'));

    const slider = await user.client.request('POST', '/api/mood/entries', { ...checkIn, sleepQuality: 5.5 }, spanish);
    expect(slider.statusCode).toBe(400);
    const message = es('mood:messages.sliderRange', { name: es('mood:levels.sleepQuality') });
    expect(slider.json()).toEqual({ error: { code: 'validation_failed', message } });
    expect(message).toContain(es('mood:levels.sleepQuality'));
    // In English, as before: the name in the sentence.
    const english = await user.client.post('/api/mood/entries', { ...checkIn, energyLevel: 0 });
    expect(english.json()).toEqual({ error: { code: 'validation_failed', message: 'Energy must be between 1 and 5, in steps of 0.1.' } });
  });
});

/** Reminder emails go out in the recipient's language (their profile's), whatever the page asking speaks. */
describe('mood reminder emails in the recipient’s language, through a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let job: ReminderJobApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    job = await startReminderJobApp(smtp);
  });
  afterAll(async () => {
    await job.close();
    await smtp.close();
  });

  const mailTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email));
  const speaksSpanish = (userId: string) =>
    job.db
      .updateTable('profiles')
      .set({ notification_preferences: JSON.stringify({ preferredLanguage: 'es', voicePreference: 'warm' }) })
      .where('id', '=', userId)
      .execute();

  it('sends the daily reminder in Spanish to a person whose profile speaks Spanish', async () => {
    const user = await userWithReminder(job);
    await speaksSpanish(user.id);
    await job.pass('2026-06-10T08:00:00Z'); // 09:00 in London
    const [mail, ...more] = mailTo(user.email);
    expect(more).toEqual([]);
    expect(decodeHeader(mail!.headers.get('subject')!)).toBe(es('mood:emails.reminderSubject'));
    expect(mail!.text).toContain(es('mood:emails.greetingName', { name: 'Sam' }));
    expect(mail!.text).toContain(es('mood:emails.reminderIntro'));
    expect(mail!.text).toContain(es('mood:emails.reminderWeekOpen', { count: 1 }));
    expect(mail!.text).toContain(es('mood:emails.reminderBecause'));
    expect(mail!.text).toContain(`${TEST_ORIGIN}/dashboard/mood-tracker`);
    expect(mail!.text).not.toContain(en('mood:emails.reminderIntro'));
  });

  it('writes the confirmation and the test email in the profile’s language, not the page’s, and its link’s page too', async () => {
    const user = await userWithReminder(job, { isEnabled: false });
    await speaksSpanish(user.id);
    job.setTime('2026-06-10T12:00:00Z');
    const english = { 'accept-language': 'en' };
    const on = { isEnabled: true, reminderTime: '07:45', timezone: 'Europe/London', emailEnabled: true };
    expect((await user.client.request('PUT', '/api/mood/reminder', on, english)).json().confirmation).toBe('sent');
    const sent = await user.client.request('POST', '/api/mood/reminder/test', {}, { 'accept-language': 'es' });
    expect(sent.json()).toEqual({ message: es('mood:messages.testSent') });

    const [confirmation, test] = mailTo(user.email);
    expect(decodeHeader(confirmation!.headers.get('subject')!)).toBe(es('mood:emails.confirmSubject'));
    expect(confirmation!.text).toContain(es('mood:emails.confirmWeekly', { count: 1, time: '07:45', timezone: 'Europe/London' }));
    expect(decodeHeader(test!.headers.get('subject')!)).toBe(es('mood:emails.reminderSubject'));
    expect(test!.text).toContain(es('mood:emails.reminderSupport'));

    const offPath = /\/api\/mood\/reminder\/off\?token=[\w.-]+/.exec(test!.text)![0];
    const page = await job.app.inject({ method: 'GET', url: offPath, headers: english });
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain(es('mood:offPage.turnOff'));
  });
});
