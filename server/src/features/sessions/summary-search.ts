import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { cipherOf } from '../../db/sealed-fields';
import { isSealed, type FieldCipher } from '../../lib/field-cipher';

/** How many of a user's newest summaries a search reads: summaries are encrypted, so they are matched after opening. */
export const summarySearchLimit = 10_000;
const rememberedLimit = 20_000;
const openChunk = 200;

// Search-as-you-type reads the same summaries on every keystroke: opened ones are kept (lower-cased), per
// set of keys, by their stored text, so a rewritten summary is a new entry; the least recently used go first.
const remembered = new WeakMap<FieldCipher, Map<string, string>>();

function openedLowerCase(cipher: FieldCipher, stored: string): string {
  if (!isSealed(stored)) return stored.toLocaleLowerCase();
  let cache = remembered.get(cipher);
  if (!cache) remembered.set(cipher, (cache = new Map<string, string>()));
  const known = cache.get(stored);
  cache.delete(stored);
  const text = known ?? cipher.open(stored).toLocaleLowerCase();
  cache.set(stored, text);
  if (cache.size > rememberedLimit) cache.delete(cache.keys().next().value as string);
  return text;
}

/** The user's sessions (of the newest `summarySearchLimit` with a summary) whose summary holds `search`, any case. */
export async function sessionsWithSummaryMatching(db: Kysely<Database>, userId: string, search: string): Promise<string[]> {
  const cipher = cipherOf(db);
  const rows = await db
    .withoutPlugins()
    .selectFrom('sessions')
    .select(['id', 'ai_summary'])
    .where('user_id', '=', userId)
    .where('ai_summary', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(summarySearchLimit)
    .execute();
  const wanted = search.toLocaleLowerCase();
  const matches: string[] = [];
  for (let start = 0; start < rows.length; start += openChunk) {
    // Opening 10,000 summaries takes ~60-100 ms: yield between chunks so live calls keep their audio pacing.
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const row of rows.slice(start, start + openChunk)) {
      if (row.ai_summary !== null && openedLowerCase(cipher, row.ai_summary).includes(wanted)) matches.push(row.id);
    }
  }
  return matches;
}
