import { createSmtpMailer } from '../../../server/src/providers/mail/smtp';
import { runDueReminders, type MoodReminderJobDeps, type ReminderPassResult } from '../../../server/src/jobs/mood-reminders';
import { REMINDER_SUBJECT } from '../../../server/src/features/reminders/reminder-emails';
import { createSignedInUser, type SignedInUser } from './signed-in-user';
import type { ReceivedMail, SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

export interface ReminderJobApp extends TestApp {
  /** The job's dependencies on this app's database handle, mailing through the test SMTP server. */
  deps: MoodReminderJobDeps;
  /** Moves this app's clock (what the routes see) and runs one pass of the job at that time. */
  pass(at: string): Promise<ReminderPassResult>;
  /** Moves the clock without running a pass (before a request the time matters to). */
  setTime(at: string): void;
}

/** The real app on the run's database, mailing through `smtp`, with a clock the test moves. */
export async function startReminderJobApp(smtp: SmtpTestServer): Promise<ReminderJobApp> {
  let now = new Date('2026-01-01T00:00:00Z');
  const t = await createTestApp({ env: { SMTP_URL: smtp.url }, deps: { now: () => now } });
  const deps: MoodReminderJobDeps = {
    db: t.db,
    mailer: createSmtpMailer(smtp.url, t.config.mailFrom),
    links: { publicUrl: t.config.publicUrl, authSecret: t.config.authSecret },
    log: t.app.log,
  };
  return {
    ...t,
    deps,
    setTime: (at) => {
      now = new Date(at);
    },
    pass: (at) => {
      now = new Date(at);
      return runDueReminders(deps, now);
    },
  };
}

export interface DueUserOptions {
  reminderTime?: string;
  timezone?: string;
  isEnabled?: boolean;
  emailEnabled?: boolean;
  /** The profile's plan; free unless given. */
  plan?: 'free' | 'premium-monthly';
}

/** A signed-in user whose reminder row is written straight to the database. */
export async function userWithReminder(t: TestApp, options: DueUserOptions = {}): Promise<SignedInUser> {
  const timezone = options.timezone ?? 'Europe/London';
  const user = await createSignedInUser(t, { timezone, fullName: 'Sam' });
  await t.db
    .insertInto('mood_reminders')
    .values({
      user_id: user.id,
      reminder_time: options.reminderTime ?? '09:00',
      timezone,
      is_enabled: options.isEnabled ?? true,
      email_enabled: options.emailEnabled ?? true,
      updated_at: new Date(),
    })
    .execute();
  if (options.plan) await t.db.updateTable('profiles').set({ subscription_plan: options.plan }).where('id', '=', user.id).execute();
  return user;
}

/** The reminders the SMTP server got for `email` (other tests' users may share the database and the server). */
export function remindersTo(smtp: SmtpTestServer, email: string): ReceivedMail[] {
  return smtp.received.filter((m) => m.to.includes(email) && m.headers.get('subject') === REMINDER_SUBJECT);
}
