import { weeklyCheckIns } from '@shared/plan-features';
import type { MailMessage } from '../../providers/mail/mailer';
import { moodTrackerLink, reminderOffLink } from './reminder-off-token';

export interface ReminderRecipient {
  userId: string;
  email: string;
  fullName: string | null;
}

export interface ReminderEmailLinks {
  publicUrl: string;
  authSecret: string;
}

export const REMINDER_SUBJECT = 'Your Solace check-in';
export const CONFIRMATION_SUBJECT = 'Your Solace mood reminders are on';

const greeting = (recipient: ReminderRecipient) => `Hi ${recipient.fullName?.trim() || 'there'},`;

const signOff = ['Take care,', 'The Solace team'];

/** Check-ins a week on the person's plan; null when they can check in every day. */
export type WeeklyAllowance = number | null;

/**
 * The reminder (the job's, and the test email): plain text, with the one-click way out in the headers too
 * (RFC 8058). On a plan with a weekly allowance it is only sent while the week's check-in is still open, and says so.
 */
export function reminderEmail(recipient: ReminderRecipient, links: ReminderEmailLinks, allowance: WeeklyAllowance = null): MailMessage {
  const offLink = reminderOffLink(links.publicUrl, recipient.userId, links.authSecret);
  return {
    to: recipient.email,
    subject: REMINDER_SUBJECT,
    text: [
      greeting(recipient),
      '',
      'This is your gentle reminder to take a minute for yourself today.',
      'How are you feeling? A quick mood check-in helps you notice patterns in your',
      'mood, energy, stress and sleep over time.',
      '',
      'Check in now:',
      moodTrackerLink(links.publicUrl),
      '',
      ...(allowance === null
        ? []
        : [`Your plan includes ${weeklyCheckIns(allowance)}, and this week's is still open until Saturday night.`, '']),
      "There are no right or wrong answers. However today is going, we're here to support you.",
      '',
      ...signOff,
      '',
      '--',
      'You get this email because you turned on mood reminders in Solace.',
      'To turn them off with one click:',
      offLink,
      'You can change the time in the Mood Tracker.',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${offLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sent when reminders are saved on with email: says when they will come, and how to stop them. */
export function reminderConfirmationEmail(
  recipient: ReminderRecipient,
  schedule: { reminderTime: string; timezone: string },
  links: ReminderEmailLinks,
  allowance: WeeklyAllowance = null,
): MailMessage {
  return {
    to: recipient.email,
    subject: CONFIRMATION_SUBJECT,
    text: [
      greeting(recipient),
      '',
      'Your mood reminders are on.',
      allowance === null
        ? `We'll email you at ${schedule.reminderTime} (${schedule.timezone} time) on days you haven't checked in yet.`
        : `Your plan includes ${weeklyCheckIns(allowance)}: we'll email you at ${schedule.reminderTime} (${schedule.timezone} time) ` +
          "on days this week's check-in is still open, and not after it is done.",
      '',
      'Checking in takes about a minute, and over a few weeks it builds a picture of your',
      'emotional wellness that you can look back on.',
      '',
      'Open the Mood Tracker:',
      moodTrackerLink(links.publicUrl),
      '',
      'Changed your mind? You can turn reminders off with one click:',
      reminderOffLink(links.publicUrl, recipient.userId, links.authSecret),
      '',
      ...signOff,
    ].join('\n'),
  };
}
