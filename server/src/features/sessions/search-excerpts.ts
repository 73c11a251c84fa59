import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { firstSearchedWordAt, holdsEverySearchedWord } from './search-words';

const before = 40;
const after = 100;

const lowSurrogate = (text: string, at: number) => /[\uDC00-\uDFFF]/.test(text.charAt(at));

/**
 * About `before` + `after` characters of `text` around `at`, with an ellipsis where it was cut: cut at a
 * space where one falls between the cut and the word (never past the word), and never inside a character.
 */
function around(text: string, at: number): string {
  let start = Math.max(0, at - before);
  let end = Math.min(text.length, at + after);
  const space = text.indexOf(' ', start);
  if (start > 0 && space !== -1 && space < at) start = space + 1;
  else if (lowSurrogate(text, start)) start += 1;
  const spaceAfter = text.lastIndexOf(' ', end);
  if (end < text.length && spaceAfter > at) end = spaceAfter;
  else if (lowSurrogate(text, end)) end -= 1;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * For the sessions a search found by their person's words: the first message of theirs holding every
 * searched word, shortened around the first, by session id. Reads only these sessions' messages (a page).
 */
export async function ownWordsExcerpts(db: Kysely<Database>, userId: string, sessionIds: string[], search: string): Promise<Map<string, string>> {
  const excerpts = new Map<string, string>();
  if (sessionIds.length === 0) return excerpts;
  const messages = await db
    .selectFrom('session_messages')
    .select(['session_id', 'content'])
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionIds)
    .where('role', '=', 'user')
    .orderBy('ordinal')
    .execute();
  for (const { session_id: sessionId, content } of messages) {
    if (excerpts.has(sessionId) || !holdsEverySearchedWord(content, search)) continue;
    excerpts.set(sessionId, around(content, Math.max(0, firstSearchedWordAt(content, search))));
  }
  return excerpts;
}
