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
