import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionMessagesTable } from '../../db/database';
import { preparedQuery, type ValueOf } from '../../db/prepared-query';
import { seal } from '../../db/sealed-fields';

export type SessionMessageRow = Selectable<SessionMessagesTable>;

export interface NewSessionMessage {
  /** Chosen before the first attempt, so a save retried after its answer was lost finds its own row. */
  id: string;
  sessionId: string;
  userId: string;
  role: SessionMessagesTable['role'];
  content: string;
  source: SessionMessagesTable['source'];
  interrupted: boolean;
  clientMessageId: string | null;
  createdAt: Date;
}

const insertMessageQuery = preparedQuery((db: Kysely<Database>, value: ValueOf<NewSessionMessage>) =>
  db
    .insertInto('session_messages')
    .values({
      id: value('id'),
      session_id: value('sessionId'),
      user_id: value('userId'),
      role: value('role'),
      content: value('content'),
      source: value('source'),
      interrupted: value('interrupted'),
      client_message_id: value('clientMessageId'),
      created_at: value('createdAt'),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'content']),
);

/**
 * Saves a message (two or more per turn, hence prepared once). A message whose `clientMessageId` was
 * already saved in this session is not saved again: the first copy comes back with `created: false`.
 * A retry of this very save (its id is already there: the first attempt committed, its answer was
 * lost) counts as saved.
 */
export async function insertMessage(
  db: Kysely<Database>,
  message: NewSessionMessage,
): Promise<{ id: string; content: string; created: boolean }> {
  const [inserted] = await insertMessageQuery(db, { ...message, content: seal(db, message.content) });
  if (inserted) return { ...inserted, created: true };
  const own = await db
    .selectFrom('session_messages')
    .select(['id', 'content'])
    .where('id', '=', message.id)
    .where('user_id', '=', message.userId)
    .executeTakeFirst();
  if (own) return { ...own, created: true };
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
