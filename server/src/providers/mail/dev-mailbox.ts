import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer, MailMessage } from './mailer';

/** Embedded default: mail is stored and logged, and readable at /dev/mailbox outside production. */
export function createDevMailboxMailer(db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'dev-mailbox',
    async send(message: MailMessage) {
      await db
        .insertInto('dev_mailbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, transport: 'dev-mailbox', sent_at: new Date() })
        .execute();
      log.info({ to: message.to, subject: message.subject }, 'mail stored in the dev mailbox');
    },
  };
}
