import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { preparedQuery, type ValueOf } from '../../db/prepared-query';
import { seal } from '../../db/sealed-fields';

const selectMemories = preparedQuery((db: Kysely<Database>, value: ValueOf<{ userId: string }>) =>
  db
    .selectFrom('user_memories')
    .select('fact')
    .where('user_id', '=', value('userId'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc'),
);

/** The user's long-term memory, oldest fact first (read at every session start, hence prepared once). */
export async function listMemories(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await selectMemories(db, { userId });
  return rows.map((r) => r.fact);
}

/** Replaces the user's facts with `facts`; call it inside a transaction (`trx`), so no reader sees none. */
export async function replaceMemories(trx: Transaction<Database>, userId: string, facts: string[], now: Date): Promise<void> {
  await trx.deleteFrom('user_memories').where('user_id', '=', userId).execute();
  if (facts.length === 0) return;
  await trx
    .insertInto('user_memories')
    .values(facts.map((fact, i) => ({ user_id: userId, fact: seal(trx, fact), created_at: new Date(now.getTime() + i) })))
    .execute();
}
