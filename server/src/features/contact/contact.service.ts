import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContactBody } from '@shared/api/contact';
import type { Database } from '../../db/database';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { insertContactMessage } from './contact.repository';

export interface ContactServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  supportEmail: string;
}

/**
 * Stores the message first, then mails it to support. A failed mail is logged, not reported to the
 * sender: the message is already saved and support can read it from the database.
 */
export async function submitContactMessage(
  deps: ContactServiceDeps,
  message: ContactBody,
  userId: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  const id = await insertContactMessage(deps.db, message, userId);
  try {
    await deps.mailer.send(supportMail(deps.supportEmail, message, userId));
  } catch (err) {
    log.error({ err, contactMessageId: id }, 'contact message stored, but mailing it to support failed');
  }
}

export function supportMail(supportEmail: string, message: ContactBody, userId: string | null): MailMessage {
  return {
    to: supportEmail,
    // One line: a subject typed with line breaks must not turn into extra mail headers.
    subject: `Contact form: ${message.subject.replace(/\s+/g, ' ')}`,
    text: [
      'A new message was sent through the Solace contact form.',
      '',
      `From: ${message.name} <${message.email}>`,
      `Reply to: ${message.email}`,
      `Account: ${userId ?? 'not signed in'}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
    ].join('\n'),
  };
}
