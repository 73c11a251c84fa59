import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { cipherOf } from '../../db/sealed-fields';
import type { FieldCipher } from '../../lib/field-cipher';
import { indexedTerms, searchedTerms } from './search-words';

/**
 * The keyed blind index of what people wrote: a term is stored as the first 8 bytes of
 * HMAC-SHA256(a key derived from an encryption key, person id + term), so the database holds no word,
 * and one word gives different values for two people. Values are stored sorted, so their order says
 * nothing of the order of the words. What it shows someone holding the database without the keys:
 * which of a person's sessions share a word or a word's beginning, and roughly how many each holds.
 */
const purpose = 'solace message search index v1';

function hashed(key: Buffer, userId: string, terms: string[]): string[] {
  return terms.map((term) => createHmac('sha256', key).update(`${userId}\u0000${term}`).digest().readBigInt64BE(0).toString());
}

/** The distinct values of the terms of these texts (a person's messages) under the current key, sorted. */
function termsOf(cipher: FieldCipher, userId: string, texts: string[]): string[] {
  const key = cipher.derivedKeys(purpose).get(cipher.currentKeyId)!;
  const byValue = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
  return [...new Set(texts.flatMap((text) => hashed(key, userId, indexedTerms(text))))].sort(byValue);
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
 * Indexes the session from all its person's messages, unless one was saved meanwhile (whoever saved it
 * indexes it then): true when written. Needs no lock, so it never holds up a live session's saves.
 */
export async function indexSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const cipher = cipherOf(db);
  const said = await db
    .selectFrom('session_messages')
    .select('content')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .execute();
  const terms = termsOf(cipher, userId, said.map((m) => m.content));
  const saidNow = sql<number>`(select count(*) from session_messages where session_id = ${sessionId} and user_id = ${userId} and role = 'user')`;
  const { rows } = await sql`insert into session_search_terms as t (session_id, user_id, terms, key_id)
    select id, user_id, ${terms}::bigint[], ${cipher.currentKeyId} from sessions
    where id = ${sessionId} and user_id = ${userId} and ${saidNow} = ${said.length}
    on conflict (session_id) do update set terms = excluded.terms, key_id = excluded.key_id
    returning 1`.execute(db);
  return rows.length > 0;
}

/**
 * Adds the words of a person's just-saved message to its session's index: merged into an index under
 * the current key (a row rewritten only when something is new), otherwise the session is indexed whole
 * (its first message, a session from before the search, or one indexed under an older key).
 */
export async function addMessageTerms(db: Kysely<Database>, userId: string, sessionId: string, text: string): Promise<void> {
  const cipher = cipherOf(db);
  const terms = termsOf(cipher, userId, [text]);
  if (terms.length === 0) return;
  const { rows } = await sql`update session_search_terms set terms = case when terms @> ${terms}::bigint[] then terms
      else array(select distinct unnest(terms || ${terms}::bigint[]) order by 1) end
    where session_id = ${sessionId} and user_id = ${userId} and key_id = ${cipher.currentKeyId} and terms is not null
    returning 1`.execute(db);
  if (rows.length === 0) await indexSession(db, userId, sessionId);
}

/** Leaves the session to the background pass (an index that may have missed a message). */
export async function markUnindexed(db: Kysely<Database>, userId: string, sessionId: string): Promise<void> {
  await db.updateTable('session_search_terms').set({ terms: null, key_id: null }).where('session_id', '=', sessionId).where('user_id', '=', userId).execute();
}
