import { z } from 'zod';
import { textKey, type TextKey } from '../i18n/text';

/** A required text field whose every failure (missing, not text, blank) reads as `message`. */
const required = (max: number, message: TextKey, tooLong: TextKey) =>
  z.string({ error: textKey(message) }).trim().min(1, textKey(message)).max(max, textKey(tooLong));

export const contactBody = z.object({
  name: required(120, 'contact:messages.nameRequired', 'contact:messages.nameTooLong'),
  email: z
    .string({ error: textKey('contact:messages.emailRequired') })
    .trim()
    .pipe(z.email(textKey('contact:messages.emailRequired')).max(254, textKey('contact:messages.emailRequired'))),
  subject: required(200, 'contact:messages.subjectRequired', 'contact:messages.subjectTooLong'),
  message: required(5000, 'contact:messages.messageRequired', 'contact:messages.messageTooLong'),
});
export type ContactBody = z.infer<typeof contactBody>;

/** `GET /api/contact/support`, public: the address the team reads, as the server is configured. */
export const supportDetails = z.object({ email: z.string() });
export type SupportDetails = z.infer<typeof supportDetails>;

/** When the team answers: weekdays, 9 to 5 in California. */
const SUPPORT_TIME_ZONE = 'America/Los_Angeles';

/**
 * The support zone as it is named on `date` in `language`: "PST" in winter and "PDT" in summer in English,
 * the zone's full name elsewhere ("hora de verano del Pacífico", where short names are only "GMT-7");
 * null when the platform cannot name it.
 */
export function supportZoneName(date: Date, language = 'en'): string | null {
  const english = language === 'en';
  return (
    new Intl.DateTimeFormat(english ? 'en-US' : language, { timeZone: SUPPORT_TIME_ZONE, timeZoneName: english ? 'short' : 'long' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? null
  );
}

/** The hours in English as a person reads them on `date` (the contact page says them through `contact:details.hours`). */
export function supportHours(date: Date): string {
  return `Monday-Friday, 9am-5pm ${supportZoneName(date) ?? 'Pacific time'}`;
}
