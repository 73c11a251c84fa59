import { z } from 'zod';
import { contactMessages } from '../messages';

/** A required text field whose every failure (missing, not text, blank) reads as `message`. */
const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this to ${max} characters or fewer.`);

export const contactBody = z.object({
  name: required(120, contactMessages.nameRequired),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .pipe(z.email(contactMessages.emailRequired).max(254, contactMessages.emailRequired)),
  subject: required(200, contactMessages.subjectRequired),
  message: required(5000, contactMessages.messageRequired),
});
export type ContactBody = z.infer<typeof contactBody>;

/** `GET /api/contact/support`, public: the address the team reads, as the server is configured. */
export const supportDetails = z.object({ email: z.string() });
export type SupportDetails = z.infer<typeof supportDetails>;

/** When the team answers: weekdays, 9 to 5 in California. */
const SUPPORT_TIME_ZONE = 'America/Los_Angeles';

/** The hours as a person reads them on `date`, the zone named as it is that day ("PST" in winter, "PDT" in summer). */
export function supportHours(date: Date): string {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: SUPPORT_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `Monday-Friday, 9am-5pm ${zone ?? 'Pacific time'}`;
}
