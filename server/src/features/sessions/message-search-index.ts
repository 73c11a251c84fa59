import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { cipherOf } from '../../db/sealed-fields';
import type { FieldCipher } from '../../lib/field-cipher';
import { indexedTerms, searchedTerms } from './search-words';

/**
 * The keyed blind index of what people wrote: a term is stored as the first 8 bytes of
 * HMAC-SHA256(a key derived from an encryption key, person id + term), so the database holds no word,
 * and one word gives different values for two people. What it shows someone holding the database
 * without the keys: which of a person's sessions share a word, and roughly how many words each holds.
 */
const purpose = 'solace message search index v1';

function hashed(key: Buffer, userId: string, terms: string[]): string[] {
  return terms.map((term) => createHmac('sha256', key).update(`${userId}\u0000${term}`).digest().readBigInt64BE(0).toString());
}

/** A person's message's terms under the current key. */
export function messageTermsOf(cipher: FieldCipher, userId: string, text: string): string[] {
  const key = cipher.derivedKeys(purpose).get(cipher.currentKeyId)!;
  return hashed(key, userId, indexedTerms(text));
}

/**
 * What `search` looks up, one set per configured key, so sessions indexed before a key change are found
 * until the background pass indexes them again. Empty when the search holds no word.
 */
export function searchedTermSets(cipher: FieldCipher, userId: string, search: string): string[][] {
  const terms = searchedTerms(search);
  if (terms.length === 0) return [];
  return [...cipher.derivedKeys(purpose).values()].map((key) => hashed(key, userId, terms));
}

/**
 * Adds the words of a person's message to its session's index. A session indexed under an older key,
 * or from before the search (no terms yet), is left to the background pass, which reads all its messages.
 */
export async function addMessageTerms(db: Kysely<Database>, userId: string, sessionId: string, text: string): Promise<void> {
  const cipher = cipherOf(db);
  const terms = messageTermsOf(cipher, userId, text);
  if (terms.length === 0) return;
  await sql`insert into session_search_terms as t (session_id, user_id, terms, key_id)
    select id, user_id, ${terms}::bigint[], ${cipher.currentKeyId} from sessions where id = ${sessionId} and user_id = ${userId}
    on conflict (session_id) do update set terms = array(select distinct unnest(t.terms || excluded.terms))
    where t.key_id = excluded.key_id`.execute(db);
}

/**
 * Indexes up to `batchSize` sessions that have no terms yet or terms under another key, from all their
 * person's messages; returns how many. Rows another instance is indexing are skipped.
 */
export async function indexWaitingSessions(db: Kysely<Database>, batchSize: number): Promise<number> {
  const cipher = cipherOf(db);
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('session_search_terms')
      .select(['session_id', 'user_id'])
      .where((eb) => eb.or([eb('terms', 'is', null), eb('key_id', '!=', cipher.currentKeyId)]))
      .orderBy('session_id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (waiting.length === 0) return 0;
    const messages = await trx
      .selectFrom('session_messages')
      .select(['session_id', 'content'])
      .where('session_id', 'in', waiting.map((w) => w.session_id))
      .where('role', '=', 'user')
      .execute();
    for (const { session_id: sessionId, user_id: userId } of waiting) {
      const said = messages.filter((m) => m.session_id === sessionId).map((m) => m.content);
      const terms = [...new Set(said.flatMap((text) => messageTermsOf(cipher, userId, text)))];
      await trx
        .updateTable('session_search_terms')
        .set({ terms: sql<string[]>`${terms}::bigint[]`, key_id: cipher.currentKeyId })
        .where('session_id', '=', sessionId)
        .execute();
    }
    return waiting.length;
  });
}
