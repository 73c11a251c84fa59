import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ContactBody } from '@shared/api/contact';

/**
 * Stores a contact message. The sender's user id is kept only while that user still exists, so a
 * token outliving its account cannot make the insert fail and lose the message.
 */
export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactBody,
  userId: string | null,
): Promise<string> {
  const row = await db
    .insertInto('contact_messages')
    .values((eb) => ({
      user_id: userId ? eb.selectFrom('users').select('id').where('id', '=', userId) : null,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
