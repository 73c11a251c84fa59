import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../support/app/test-app';
import type { SignedInUser } from '../support/app/signed-in-user';
import { startSmtpTestServer, type SmtpTestServer } from '../support/app/smtp-test-server';
import { remindersTo, startReminderJobApp, userWithReminder, type ReminderJobApp } from '../support/app/reminder-job-harness';
import { runDueReminders } from '../../server/src/jobs/mood-reminders';

const OFF_LINK = new RegExp(`${TEST_ORIGIN}(/api/mood/reminder/off\\?token=([\\w.-]+))`);

/** Each minute (or `stepMinutes`) from `from` to `to`, inclusive, as ISO instants. */
function minutes(from: string, to: string, stepMinutes = 1): string[] {
  const out: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += stepMinutes * 60_000) out.push(new Date(at).toISOString());
  return out;
}

describe('the mood reminder job, through a real SMTP server', () => {
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
  beforeEach(() => {
    smtp.refuseRecipient = () => false;
  });

  const count = (email: string) => remindersTo(smtp, email).length;

  it('sends at 09:00 local (summer time in London), not at 08:59, and once that day', async () => {
    const user = await userWithReminder(job);
    await job.pass('2026-06-10T07:59:00Z'); // 08:59 BST
    expect(count(user.email)).toBe(0);
    await job.pass('2026-06-10T08:00:00Z');
    expect(count(user.email)).toBe(1);
    for (const at of ['2026-06-10T08:01:00Z', '2026-06-10T12:00:00Z', '2026-06-10T22:59:00Z', '2026-06-10T23:30:00Z']) {
      await job.pass(at);
    }
    expect(count(user.email)).toBe(1);
    await job.pass('2026-06-11T08:00:00Z'); // the next local day
    expect(count(user.email)).toBe(2);
  });

  const checkedIn = (user: SignedInUser, day: string) =>
    job.db
      .insertInto('mood_entries')
      .values({
        user_id: user.id,
        mood_score: 4,
        mood_label: 'Calm',
        energy_level: 3,
        stress_level: 2,
        sleep_quality: 4,
        day,
        created_at: new Date(`${day}T07:30:00Z`),
      })
      .execute();

  it('skips a day the person already checked in, and not the next (a check-in every day on Premium)', async () => {
    const user = await userWithReminder(job, { plan: 'premium-monthly' });
    await checkedIn(user, '2026-06-12');
    await job.pass('2026-06-12T09:00:00Z');
    expect(count(user.email)).toBe(0);
    await job.pass('2026-06-13T09:00:00Z');
    expect(count(user.email)).toBe(1);
    expect(remindersTo(smtp, user.email)[0]!.text).not.toContain('a week');
  });

  it("on the free plan reminds only while the week's one check-in is open, and says so", async () => {
    const early = await userWithReminder(job);
    const late = await userWithReminder(job);
    // Sunday 7 June 2026 starts the week; `early` checks in on Monday.
    await checkedIn(early, '2026-06-08');
    for (const day of ['09', '10', '11', '12', '13']) await job.pass(`2026-06-${day}T09:00:00Z`);
    expect(count(early.email)).toBe(0);
    expect(count(late.email)).toBe(5);
    expect(remindersTo(smtp, late.email)[0]!.text).toContain(
      "Your plan includes one mood check-in a week, and this week's is still open until Saturday night.",
    );
    await job.pass('2026-06-14T09:00:00Z'); // Sunday: a new week
    expect(count(early.email)).toBe(1);
  });

  it('sends at the local hour in any zone, half-hour offsets too (09:00 in Kolkata is 03:30 UTC)', async () => {
    const user = await userWithReminder(job, { timezone: 'Asia/Kolkata' });
    await job.pass('2026-06-20T03:29:00Z');
    expect(count(user.email)).toBe(0);
    await job.pass('2026-06-20T03:30:00Z');
    expect(count(user.email)).toBe(1);
  });

  it('sends nothing when reminders or their email are off', async () => {
    const off = await userWithReminder(job, { isEnabled: false });
    const emailOff = await userWithReminder(job, { emailEnabled: false });
    await job.pass('2026-06-14T09:00:00Z');
    expect(count(off.email) + count(emailOff.email)).toBe(0);
  });

  it('never sends a second one on a day when the time or the zone is changed after it went', async () => {
    const user = await userWithReminder(job, { timezone: 'Asia/Tokyo' });
    await job.pass('2026-06-15T00:00:00Z'); // 09:00 in Tokyo
    expect(count(user.email)).toBe(1);
    job.setTime('2026-06-15T02:00:00Z'); // 11:00 in Tokyo, 19:00 the day before in Los Angeles
    const later = { isEnabled: true, reminderTime: '10:30', timezone: 'Asia/Tokyo', emailEnabled: true };
    expect((await user.client.put('/api/mood/reminder', later)).statusCode).toBe(200);
    await job.pass('2026-06-15T02:00:00Z');
    const la = { ...later, reminderTime: '20:00', timezone: 'America/Los_Angeles' };
    expect((await user.client.put('/api/mood/reminder', la)).statusCode).toBe(200);
    await job.pass('2026-06-15T03:00:00Z'); // 20:00 on the 14th in Los Angeles: that evening already had one
    expect(count(user.email)).toBe(1);
    await job.pass('2026-06-16T03:00:00Z'); // 20:00 on the 15th in Los Angeles
    expect(count(user.email)).toBe(2);
  });

  it('sends 02:30 once at 03:00 when clocks go forward, and 01:30 once when it happens twice', async () => {
    const spring = await userWithReminder(job, { timezone: 'America/New_York', reminderTime: '02:30' });
    const sentAt: string[] = [];
    for (const at of minutes('2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z')) {
      const before = count(spring.email);
      await job.pass(at);
      if (count(spring.email) > before) sentAt.push(at);
    }
    expect(sentAt).toEqual(['2026-03-08T07:00:00.000Z']); // 03:00 EDT, the first minute after 01:59 EST

    const autumn = await userWithReminder(job, { timezone: 'America/New_York', reminderTime: '01:30' });
    sentAt.length = 0;
    for (const at of minutes('2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z', 5)) {
      const before = count(autumn.email);
      await job.pass(at);
      if (count(autumn.email) > before) sentAt.push(at);
    }
    expect(sentAt).toEqual(['2026-11-01T05:30:00.000Z']); // 01:30 EDT; 01:30 EST an hour later sends nothing
  });

  it('retries a refused send after the backoff, and the email arrives once', async () => {
    const user = await userWithReminder(job);
    smtp.refuseRecipient = (address) => address === user.email && !smtp.refused.includes(address);
    expect((await job.pass('2026-07-01T08:00:00Z')).failed).toBeGreaterThanOrEqual(1);
    expect(smtp.refused.filter((a) => a === user.email)).toHaveLength(1);
    const row = () =>
      job.db
        .selectFrom('mood_reminders')
        .select(['last_sent_day', 'attempts', 'retry_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    // Unclaimed again (as before the claim), to be retried in a minute.
    expect(await row()).toEqual({ last_sent_day: null, attempts: 1, retry_at: new Date('2026-07-01T08:01:00Z') });
    await job.pass('2026-07-01T08:00:30Z');
    expect(count(user.email)).toBe(0);
    await job.pass('2026-07-01T08:01:00Z');
    expect(count(user.email)).toBe(1);
    expect(await row()).toMatchObject({ attempts: 0, retry_at: null });
    await job.pass('2026-07-01T08:10:00Z');
    await job.pass('2026-07-01T20:00:00Z');
    expect(count(user.email)).toBe(1);
  });

  it('tries five times a day at most (1, 2, 4, 8 minutes apart), then again the next day', async () => {
    const user = await userWithReminder(job);
    smtp.refuseRecipient = (address) => address === user.email;
    const refusals = () => smtp.refused.filter((a) => a === user.email).length;
    for (const at of minutes('2026-07-02T08:00:00Z', '2026-07-02T09:00:00Z')) await job.pass(at);
    expect(refusals()).toBe(5);
    await job.pass('2026-07-02T22:00:00Z');
    expect(refusals()).toBe(5);
    smtp.refuseRecipient = () => false;
    await job.pass('2026-07-03T08:00:00Z');
    expect(count(user.email)).toBe(1);
  });

  it('links to the tracker and turns reminders off from the email link, refusing a forged one', async () => {
    const user = await userWithReminder(job);
    await job.pass('2026-07-04T08:00:00Z');
    const [mail] = remindersTo(smtp, user.email);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/dashboard/mood-tracker`);
    expect(mail!.text).not.toMatch(/therapy|treatment/i);
    const [offUrl, offPath, token] = OFF_LINK.exec(mail!.text)!;
    expect(mail!.headers.get('list-unsubscribe')).toBe(`<${offUrl}>`);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const oneClick = (url: string) =>
      job.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const page = await job.app.inject({ method: 'GET', url: offPath! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<form method="post" action="[^"]+">\s*<button[^>]*>Turn off reminders<\/button>/);
    expect(page.body).not.toContain('<script');
    expect((await user.client.get('/api/mood/reminder')).json().isEnabled).toBe(true);

    const forged = offPath!.replace(token!, `${user.id}.${'A'.repeat(43)}`);
    expect((await job.app.inject({ method: 'GET', url: forged })).statusCode).toBe(400);
    expect((await oneClick(forged)).statusCode).toBe(400);
    expect((await user.client.get('/api/mood/reminder')).json().isEnabled).toBe(true);

    // A mail client's one-click request (RFC 8058): no Origin, no cookie.
    const off = await oneClick(offPath!);
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('Reminders are off');
    expect(off.body).toContain(`href="${TEST_ORIGIN}/dashboard/mood-tracker"`);
    expect((await user.client.get('/api/mood/reminder')).json().isEnabled).toBe(false);
    await job.pass('2026-07-05T08:00:00Z');
    expect(count(user.email)).toBe(1);
  });
});

describe('two job loops racing on one database', () => {
  let smtp: SmtpTestServer;
  let first: ReminderJobApp;
  let second: ReminderJobApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    first = await startReminderJobApp(smtp);
    // Two handles on one Postgres; PGlite is one in-memory database per handle, so there both loops share one.
    second = first.dbKind === 'postgres' ? await startReminderJobApp(smtp) : first;
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    await smtp.close();
  });

  it('sends each due reminder exactly once', async () => {
    const everyone: SignedInUser[] = [];
    // Each round brings new due users, so every round is a fresh race for the same rows.
    for (const at of minutes('2026-08-03T08:00:00Z', '2026-08-03T08:05:00Z')) {
      everyone.push(...(await Promise.all(Array.from({ length: 25 }, () => userWithReminder(first)))));
      await Promise.all([runDueReminders(first.deps, new Date(at)), runDueReminders(second.deps, new Date(at))]);
    }
    expect(everyone.map((u) => remindersTo(smtp, u.email).length)).toEqual(everyone.map(() => 1));
  });
});

describe('the job loop in the running app', () => {
  it('runs passes on its own when REMINDER_JOB_INTERVAL_MS is set, and stops when the app closes', async () => {
    const smtp = await startSmtpTestServer();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, REMINDER_JOB_INTERVAL_MS: '20' },
      deps: { now: () => new Date('2026-09-01T08:00:00Z') },
    });
    try {
      const user = await userWithReminder(t);
      await vi.waitFor(() => expect(remindersTo(smtp, user.email)).toHaveLength(1), { timeout: 5_000 });
      await t.app.close();
      // Due again, but the loop has stopped: nothing more may go.
      await t.db.updateTable('mood_reminders').set({ last_sent_day: null }).where('user_id', '=', user.id).execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(remindersTo(smtp, user.email)).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
