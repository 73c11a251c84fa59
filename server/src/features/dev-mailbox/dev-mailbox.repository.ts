import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MailboxMessage } from './dev-mailbox.schemas';

const PAGE_SIZE = 100;

/** The newest mails first, optionally only those to one address (compared case-insensitively). */
export async function listMail(db: Kysely<Database>, to: string | undefined): Promise<MailboxMessage[]> {
  let query = db
    .selectFrom('dev_mailbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'transport', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE);
  if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    transport: row.transport,
    createdAt: row.created_at.toISOString(),
  }));
}
