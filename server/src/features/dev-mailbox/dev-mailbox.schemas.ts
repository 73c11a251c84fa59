import { z } from 'zod';
import { emailSchema } from '@shared/api/auth';

/** JSON listing used by browser tests to read a mail (say, a confirmation link) sent to an address. */
export const mailboxMessagesQuery = z.object({ to: emailSchema.optional() });

/** The HTML page's filter form submits an empty `to` when the field is left blank. */
export const mailboxPageQuery = z.object({
  to: z.union([z.literal(''), emailSchema]).optional(),
  auto: z.enum(['0', '1']).optional(),
});
export type MailboxPageQuery = z.infer<typeof mailboxPageQuery>;

export const mailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(['dev-mailbox', 'smtp']),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;

export const mailboxMessagesResponse = z.object({ messages: z.array(mailboxMessage) });
