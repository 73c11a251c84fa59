import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { cipherOf } from '../../db/sealed-fields';
import { indexSession } from './message-search-index';

/** Gives a row to each session with words of its person but none (saved by a server from before the search). */
async function addMissingRows(db: Kysely<Database>): Promise<void> {
  await sql`insert into session_search_terms (session_id, user_id)
    select s.id, s.user_id from sessions s
    where not exists (select 1 from session_search_terms t where t.session_id = s.id)
      and exists (select 1 from session_messages m where m.session_id = s.id and m.role = 'user')
    on conflict (session_id) do nothing`.execute(db);
}

/** Up to `limit` sessions after `after` (by id) with no index yet, or one under another key than the current. */
function waitingSessions(db: Kysely<Database>, after: string | null, limit: number) {
  let query = db
    .selectFrom('session_search_terms')
    .select(['session_id', 'user_id'])
    .where((eb) => eb.or([eb('terms', 'is', null), eb('key_id', 'is distinct from', cipherOf(db).currentKeyId)]));
  if (after !== null) query = query.where('session_id', '>', after);
  return query.orderBy('session_id').limit(limit).execute();
}

/**
 * Indexes every session the message search cannot read yet, `batchSize` at a time in id order, yielding
 * between batches; returns how many it indexed. A session that fails is reported and passed over (the
 * next pass tries it again), so one bad row never holds up the rest.
 */
export async function indexWaitingSessions(
  db: Kysely<Database>,
  options: { batchSize?: number; stopped?: () => boolean; onError?: (err: unknown) => void } = {},
): Promise<number> {
  const { batchSize = 50, stopped = () => false, onError = () => undefined } = options;
  await addMissingRows(db);
  let indexed = 0;
  for (let after: string | null = null; ; ) {
    const batch = await waitingSessions(db, after, batchSize);
    for (const { session_id: sessionId, user_id: userId } of batch) {
      if (stopped()) return indexed;
      try {
        if (await indexSession(db, userId, sessionId)) indexed += 1;
      } catch (err) {
        onError(err);
      }
    }
    if (batch.length < batchSize) return indexed;
    after = batch.at(-1)!.session_id;
    await nextTurn();
  }
}
