import { beforeEach, describe, expect, it } from 'vitest';
import type { ReminderSettings } from '@shared/api/mood';
import { moodMessages } from '../support/english-texts';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { RecordingMailer } from '../support/app/recording-mailer';
import { createSignedInUser } from '../support/app/signed-in-user';
import { TEST_ORIGIN, useTestApp } from '../support/app/test-app';

const REMINDER = '/api/mood/reminder';
const on: ReminderSettings = { isEnabled: true, reminderTime: '07:45', timezone: 'Europe/London', emailEnabled: true };
const OFF_LINK = new RegExp(`${TEST_ORIGIN}/api/mood/reminder/off\\?token=([\\w.-]+)`);

describe('mood reminder settings', () => {
  const mailer = new RecordingMailer();
  const t = useTestApp({ deps: { mailer } });
  beforeEach(() => {
    mailer.failing = false;
  });

  const storedRows = async (userId: string) =>
    t.db.selectFrom('mood_reminders').selectAll().where('user_id', '=', userId).execute();

  it('answers 401 to a signed-out caller', async () => {
    const anonymous = new BrowserLikeClient(t.app);
    for (const res of [await anonymous.get(REMINDER), await anonymous.put(REMINDER, on), await anonymous.post(`${REMINDER}/test`)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('reads the defaults, in the profile time zone, before anything is saved', async () => {
    const user = await createSignedInUser(t, { timezone: 'Asia/Tokyo' });
    const res = await user.client.get(REMINDER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isEnabled: false, reminderTime: '09:00', timezone: 'Asia/Tokyo', emailEnabled: true });
    expect(await storedRows(user.id)).toEqual([]);
  });

  it('saves one row per user: a second save replaces the first', async () => {
    const user = await createSignedInUser(t);
    const first = { ...on, emailEnabled: false };
    expect((await user.client.put(REMINDER, first)).json()).toEqual({ reminder: first, confirmation: 'not_sent' });
    const second: ReminderSettings = { isEnabled: false, reminderTime: '21:30', timezone: 'America/Denver', emailEnabled: false };
    const res = await user.client.put(REMINDER, second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminder: second, confirmation: 'not_sent' });
    expect((await user.client.get(REMINDER)).json()).toEqual(second);
    expect(await storedRows(user.id)).toHaveLength(1);
  });

  it.each([
    ['25:00', { reminderTime: '25:00' }, moodMessages.timeInvalid],
    ['9:00', { reminderTime: '9:00' }, moodMessages.timeInvalid],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, moodMessages.timezoneInvalid],
  ])('refuses %s with the schema message and saves nothing', async (_name, change, message) => {
    const user = await createSignedInUser(t);
    const res = await user.client.put(REMINDER, { ...on, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
    expect(await storedRows(user.id)).toEqual([]);
    expect(mailer.to(user.email)).toEqual([]);
  });

  it('refuses a body without emailEnabled', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.put(REMINDER, { isEnabled: true, reminderTime: '09:00', timezone: 'UTC' });
    expect(res.statusCode).toBe(400);
    // zod's own wording: the shared schema gives the booleans no message of their own.
    const message = 'Invalid input: expected boolean, received undefined';
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
    expect(await storedRows(user.id)).toEqual([]);
  });

  it("never shows or changes another user's settings", async () => {
    const alice = await createSignedInUser(t, { timezone: 'Europe/Paris' });
    const bob = await createSignedInUser(t, { timezone: 'America/Chicago' });
    await alice.client.put(REMINDER, on);
    const bobsDefaults = { isEnabled: false, reminderTime: '09:00', timezone: 'America/Chicago', emailEnabled: true };
    expect((await bob.client.get(REMINDER)).json()).toEqual(bobsDefaults);
    await bob.client.put(REMINDER, { ...on, isEnabled: false, reminderTime: '12:00' });
    expect((await alice.client.get(REMINDER)).json()).toEqual(on);
    expect(mailer.to(bob.email)).toEqual([]);
  });

  it('emails a confirmation saying when and in which zone, with the tracker and a way out', async () => {
    const user = await createSignedInUser(t, { fullName: 'Robin' });
    const res = await user.client.put(REMINDER, on);
    expect(res.json()).toEqual({ reminder: on, confirmation: 'sent' });
    const [mail, ...more] = mailer.to(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your Solace mood reminders are on');
    expect(mail!.text).toContain('Hi Robin,');
    expect(mail!.text).toContain('07:45 (Europe/London time)');
    // A free plan: the reminders stop for the week once its one check-in is done, and the email says so.
    expect(mail!.text).toContain("Your plan includes one mood check-in a week: we'll email you at 07:45 (Europe/London time) on days this week's check-in is still open");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/dashboard/mood-tracker`);
    expect(mail!.text).toMatch(OFF_LINK);
    expect(mail!.text).not.toMatch(/therapy|treatment/i);
  });

  it("keeps the settings but answers 'failed' when the confirmation cannot be sent", async () => {
    const user = await createSignedInUser(t);
    mailer.failing = true;
    const res = await user.client.put(REMINDER, on);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminder: on, confirmation: 'failed' });
    expect((await user.client.get(REMINDER)).json()).toEqual(on);
  });

  it("sends no confirmation ('not_sent') while reminders or their email are off", async () => {
    const user = await createSignedInUser(t);
    expect((await user.client.put(REMINDER, { ...on, isEnabled: false })).json().confirmation).toBe('not_sent');
    expect((await user.client.put(REMINDER, { ...on, emailEnabled: false })).json().confirmation).toBe('not_sent');
    expect(mailer.to(user.email)).toEqual([]);
  });

  it('sends a test reminder, the same email as the daily one, with one-click unsubscribe headers', async () => {
    const user = await createSignedInUser(t);
    const res = await user.client.post(`${REMINDER}/test`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Test email sent' });
    const [mail] = mailer.to(user.email);
    expect(mail!.subject).toBe('Your Solace check-in');
    expect(mail!.text).toContain("Your plan includes one mood check-in a week, and this week's is still open until Saturday night.");
    // Once the week's check-in is used, the test email no longer says it is open.
    expect((await user.client.post('/api/mood/entries', { emotions: ['Calm'], energyLevel: 3, stressLevel: 3, sleepQuality: 3 })).statusCode).toBe(201);
    await user.client.post(`${REMINDER}/test`, {});
    expect(mailer.to(user.email).at(-1)!.text).not.toContain('still open');
    expect(mail!.text).toContain(`${TEST_ORIGIN}/dashboard/mood-tracker`);
    const offLink = OFF_LINK.exec(mail!.text)![0];
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${offLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).not.toMatch(/therapy|treatment/i);
  });

  it('answers 502 provider_failed when the test email cannot be sent', async () => {
    const user = await createSignedInUser(t);
    mailer.failing = true;
    const res = await user.client.post(`${REMINDER}/test`, {});
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'provider_failed', message: moodMessages.testFailed } });
  });

  it('limits test emails to 10 an hour per person', async () => {
    const [user, other] = [await createSignedInUser(t), await createSignedInUser(t)];
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await user.client.post(`${REMINDER}/test`, {})).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(200), 429]);
    expect(mailer.to(user.email)).toHaveLength(10);
    expect((await other.client.post(`${REMINDER}/test`, {})).statusCode).toBe(200);
  });

  it("turns reminders off with the page's button (an empty form) or a multipart one-click post", async () => {
    for (const post of [
      { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, payload: '' },
      {
        'content-type': 'multipart/form-data; boundary=b',
        payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      },
    ]) {
      const user = await createSignedInUser(t);
      await user.client.put(REMINDER, on);
      await user.client.post(`${REMINDER}/test`, {});
      const offPath = OFF_LINK.exec(mailer.to(user.email).at(-1)!.text)![0].slice(TEST_ORIGIN.length);
      const page = await t.app.inject({ method: 'GET', url: offPath });
      const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1]!.replaceAll('&amp;', '&');
      const { payload, ...headers } = post;
      const res = await t.app.inject({ method: 'POST', url: action, headers, payload });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Reminders are off');
      expect((await user.client.get(REMINDER)).json()).toEqual({ ...on, isEnabled: false });
    }
  });
});
