import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionMessagesTable } from '../../db/database';

export type SessionMessageRow = Selectable<SessionMessagesTable>;

export interface NewSessionMessage {
  sessionId: string;
  userId: string;
  role: SessionMessagesTable['role'];
  content: string;
  source: SessionMessagesTable['source'];
  interrupted: boolean;
  clientMessageId: string | null;
  createdAt: Date;
}

/**
 * Saves a message. A message whose `clientMessageId` was already saved in this session is not saved
 * again: the first copy comes back with `created: false`.
 */
export async function insertMessage(
  db: Kysely<Database>,
  message: NewSessionMessage,
): Promise<{ id: string; content: string; created: boolean }> {
  const inserted = await db
    .insertInto('session_messages')
    .values({
      session_id: message.sessionId,
      user_id: message.userId,
      role: message.role,
      content: message.content,
      source: message.source,
      interrupted: message.interrupted,
      client_message_id: message.clientMessageId,
      created_at: message.createdAt,
    })
    .onConflict((oc) => oc.columns(['session_id', 'client_message_id']).doNothing())
    .returning(['id', 'content'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, created: true };
  const existing = await db
    .selectFrom('session_messages')
    .select(['id', 'content'])
    .where('session_id', '=', message.sessionId)
    .where('user_id', '=', message.userId)
    .where('client_message_id', '=', message.clientMessageId)
    .executeTakeFirstOrThrow();
  return { ...existing, created: false };
}

export async function allMessages(db: Kysely<Database>, userId: string, sessionId: string): Promise<SessionMessageRow[]> {
  return db
    .selectFrom('session_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .orderBy('ordinal', 'asc')
    .execute();
}
