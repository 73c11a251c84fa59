import type { LanguageCode } from '@shared/preferences';
import { languagePacks } from './language-packs';

const QUESTION_MARK = /[?？؟¿]/u;
/** Where a new clause starts: a question word there opens a question ("Okay, what now"). */
const CLAUSE_BREAK = /[.!?¡¿。！？؟\n,，、،;]+/u;
const LEADING_NON_LETTERS = /^[^\p{L}]+/u;
const TRAILING_NON_LETTERS = /[^\p{L}]+$/u;

/**
 * Whether the person asked something: a question mark, a question word opening a clause ("what could
 * I try"), anywhere in Chinese and Japanese, or a questioning ending (Korean 까요). Spoken messages
 * come without punctuation, so the words matter.
 */
export function asksSomething(text: string, language: LanguageCode): boolean {
  if (QUESTION_MARK.test(text)) return true;
  const pack = languagePacks[language];
  const lower = text.normalize('NFC').toLocaleLowerCase();
  if (pack.unspaced) return pack.questionWords.some((word) => lower.includes(word)) || endsAsQuestion(lower, pack.questionEndings);
  return lower.split(CLAUSE_BREAK).some((clause) => {
    const start = clause.replace(LEADING_NON_LETTERS, '');
    return pack.questionWords.some((word) => opensWith(start, word)) || endsAsQuestion(clause, pack.questionEndings);
  });
}

function opensWith(clause: string, word: string): boolean {
  if (!clause.startsWith(word)) return false;
  // "is" opens "is there…" but not "island"; a word ending in an apostrophe ("qu'") joins the next.
  if (!/\p{L}$/u.test(word)) return true;
  return !/\p{L}/u.test(clause.charAt(word.length));
}

function endsAsQuestion(text: string, endings: readonly string[]): boolean {
  return text
    .split(CLAUSE_BREAK)
    .map((clause) => clause.replace(TRAILING_NON_LETTERS, ''))
    .some((clause) => endings.some((ending) => clause.endsWith(ending)));
}
