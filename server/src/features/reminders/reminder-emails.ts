import { defaultLanguage, keepLeftToRight, productLanguage } from '@shared/i18n/languages';
import type { TextKey } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { translator } from '../../i18n/translator';
import type { MailMessage } from '../../providers/mail/mailer';
import { moodTrackerLink, reminderOffLink } from './reminder-off-token';

export interface ReminderRecipient {
  userId: string;
  email: string;
  fullName: string | null;
  /** The profile's language (`preferredLanguage`), as stored; null before onboarding. */
  preferredLanguage: string | null;
}

export interface ReminderEmailLinks {
  publicUrl: string;
  authSecret: string;
}

/** The language a person's reminder emails are written in: their profile's, English when it has none. */
export const recipientLanguage = (recipient: Pick<ReminderRecipient, 'preferredLanguage'>): LanguageCode =>
  productLanguage(recipient.preferredLanguage) ?? defaultLanguage;

/** The texts of one language, by checked key. */
type Say = (key: TextKey, values?: Record<string, string | number>) => string;
const textsIn = (language: LanguageCode): Say => translator(language);

/** The reminder's subject in English, as the tests' mailbox filters look for it. */
export const REMINDER_SUBJECT = textsIn(defaultLanguage)('mood:emails.reminderSubject');

const greeting = (t: Say, recipient: ReminderRecipient) => {
  const name = recipient.fullName?.trim();
  return name ? t('mood:emails.greetingName', { name }) : t('mood:emails.greeting');
};

const signOff = (t: Say) => [t('mood:emails.signOff'), t('mood:emails.team')];

/** Check-ins a week on the person's plan; null when they can check in every day. */
export type WeeklyAllowance = number | null;

/**
 * The reminder (the job's, and the test email), in `language`: plain text, with the one-click way out in the
 * headers too (RFC 8058). On a plan with a weekly allowance it is only sent while the week's check-in is still
 * open, and says so.
 */
export function reminderEmail(
  recipient: ReminderRecipient,
  links: ReminderEmailLinks,
  language: LanguageCode,
  allowance: WeeklyAllowance = null,
): MailMessage {
  const t = textsIn(language);
  const offLink = reminderOffLink(links.publicUrl, recipient.userId, links.authSecret);
  return {
    to: recipient.email,
    subject: t('mood:emails.reminderSubject'),
    text: [
      greeting(t, recipient),
      '',
      t('mood:emails.reminderIntro'),
      t('mood:emails.reminderWhy'),
      '',
      t('mood:emails.reminderCheckIn'),
      moodTrackerLink(links.publicUrl),
      '',
      ...(allowance === null ? [] : [t('mood:emails.reminderWeekOpen', { count: allowance }), '']),
      t('mood:emails.reminderSupport'),
      '',
      ...signOff(t),
      '',
      '--',
      t('mood:emails.reminderBecause'),
      t('mood:emails.reminderOff'),
      offLink,
      t('mood:emails.reminderChangeTime'),
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${offLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sent when reminders are saved on with email, in `language`: says when they will come, and how to stop them. */
export function reminderConfirmationEmail(
  recipient: ReminderRecipient,
  schedule: { reminderTime: string; timezone: string },
  links: ReminderEmailLinks,
  language: LanguageCode,
  allowance: WeeklyAllowance = null,
): MailMessage {
  const t = textsIn(language);
  // The time and the zone's name stay left to right inside a right-to-left sentence.
  const when = { time: keepLeftToRight(schedule.reminderTime, language), timezone: keepLeftToRight(schedule.timezone, language) };
  return {
    to: recipient.email,
    subject: t('mood:emails.confirmSubject'),
    text: [
      greeting(t, recipient),
      '',
      t('mood:emails.confirmOn'),
      allowance === null ? t('mood:emails.confirmDaily', when) : t('mood:emails.confirmWeekly', { ...when, count: allowance }),
      '',
      t('mood:emails.confirmWhy'),
      '',
      t('mood:emails.confirmOpen'),
      moodTrackerLink(links.publicUrl),
      '',
      t('mood:emails.confirmOff'),
      reminderOffLink(links.publicUrl, recipient.userId, links.authSecret),
      '',
      ...signOff(t),
    ].join('\n'),
  };
}
