import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_REMINDER_TIME, type ReminderSaveResponse, type ReminderSettings } from '@shared/api/mood';
import { planAt, weeklyCheckInAllowance } from '@shared/limits';
import type { LanguageCode } from '@shared/preferences';
import { isTimeZone } from '@shared/time-zones';
import type { Database } from '../../db/database';
import type { Mailer } from '../../providers/mail/mailer';
import { AppError, notFound } from '../../plugins/error-handler';
import { recipientLanguage, reminderConfirmationEmail, reminderEmail, type ReminderEmailLinks } from './reminder-emails';
import { countWeekCheckIns, findRecipient, findReminder, saveReminder, turnOffReminder, type StoredReminder } from './reminders.repository';

export interface RemindersServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  links: ReminderEmailLinks;
}

/** Mood reminder settings and their emails, always for the signed-in user's own row. */
export function createRemindersService({ db, mailer, now, links }: RemindersServiceDeps) {
  const recipientOf = async (userId: string) => {
    const recipient = await findRecipient(db, userId);
    if (!recipient) throw notFound();
    return { ...recipient, allowance: weeklyCheckInAllowance(planAt(recipient, now())) };
  };

  return {
    async get(userId: string): Promise<ReminderSettings> {
      const stored = await findReminder(db, userId);
      if (stored) return toSettings(stored);
      const recipient = await recipientOf(userId);
      return { isEnabled: false, reminderTime: DEFAULT_REMINDER_TIME, timezone: asTimezone(recipient.timezone), emailEnabled: true };
    },

    /** Saves first; the confirmation email's failure is reported, but never undoes the save. */
    async save(userId: string, settings: ReminderSettings, log: FastifyBaseLogger): Promise<ReminderSaveResponse> {
      const recipient = await recipientOf(userId);
      const reminder = toSettings(await saveReminder(db, userId, settings, now()));
      if (!reminder.isEnabled || !reminder.emailEnabled) return { reminder, confirmation: 'not_sent' };
      try {
        await mailer.send(reminderConfirmationEmail(recipient, reminder, links, recipientLanguage(recipient), recipient.allowance));
        return { reminder, confirmation: 'sent' };
      } catch (err) {
        log.warn({ err, userId }, 'reminder settings saved, but the confirmation email failed');
        return { reminder, confirmation: 'failed' };
      }
    },

    async sendTest(userId: string, log: FastifyBaseLogger): Promise<void> {
      const recipient = await recipientOf(userId);
      // The allowance is said only while this week's check-in is still open, as in the job's email.
      const open = recipient.allowance !== null && (await countWeekCheckIns(db, userId, now())) < recipient.allowance;
      try {
        await mailer.send(reminderEmail(recipient, links, recipientLanguage(recipient), open ? recipient.allowance : null));
      } catch (err) {
        log.warn({ err, userId }, 'test reminder email failed');
        throw new AppError('provider_failed', 502, { key: 'mood:messages.testFailed' });
      }
    },

    /** The language of a person's reminder emails (and of the pages their link opens); null for no such person. */
    async languageOf(userId: string): Promise<LanguageCode | null> {
      const recipient = await findRecipient(db, userId);
      return recipient ? recipientLanguage(recipient) : null;
    },

    async turnOff(userId: string): Promise<void> {
      await turnOffReminder(db, userId, now());
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

function toSettings(row: StoredReminder): ReminderSettings {
  return {
    isEnabled: row.is_enabled,
    // Stored as a time ('09:00:00'); the API speaks 'HH:MM'.
    reminderTime: row.reminder_time.slice(0, 5),
    timezone: asTimezone(row.timezone),
    emailEnabled: row.email_enabled,
  };
}

function asTimezone(value: string | null): string {
  return value !== null && isTimeZone(value) ? value : 'UTC';
}
