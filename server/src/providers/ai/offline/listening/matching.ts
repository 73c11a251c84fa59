import type { LanguageCode } from '@shared/preferences';
import { languagePacks } from '../language-packs';
import { escapeRegExp } from '@shared/escape-regexp';

/** Text as the lists are written: NFC, lower case, typographic apostrophes straight. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
}

type EntryKind = 'word' | 'stem' | 'anywhere';

function kindOf(entry: string, language: LanguageCode): EntryKind {
  if (entry.startsWith('*') && entry.endsWith('*') && entry.length > 2) return 'anywhere';
  if (languagePacks[language].unspaced) return 'anywhere';
  return entry.endsWith('*') ? 'stem' : 'word';
}

/**
 * Matches any entry of the list (see listening-pack.ts): `word` whole, `stem*` at a word's start,
 * `*part*` anywhere; in unspaced languages always anywhere. Null for an empty list.
 *
 * Entries of a kind share one word boundary: written per entry, each `\p{L}` is compiled on its own
 * when the expression first runs, and a list of a few hundred kept a fresh instance busy for a second.
 * At one place a whole word is tried before a stem, and within a kind the longest entry first, so a
 * phrase wins over a word inside it.
 */
export function compileEntries(entries: readonly string[], language: LanguageCode, flags = 'u'): RegExp | null {
  if (entries.length === 0) return null;
  const byKind: Record<EntryKind, string[]> = { word: [], stem: [], anywhere: [] };
  for (const entry of [...entries].sort((a, b) => b.length - a.length)) {
    byKind[kindOf(entry, language)].push(escapeRegExp(entry.replace(/^\*|\*$/g, '').normalize('NFC').toLocaleLowerCase()));
  }
  // Arabic joins "and", "for", "with" and "so" to the word that follows: لأبويا is أبويا.
  const start = `(?<![\\p{L}\\p{N}])${language === 'ar' ? '(?:[وفبل]{1,2})?' : ''}`;
  const words = byKind.word.length > 0 ? [`(?:${byKind.word.join('|')})(?![\\p{L}\\p{N}])`] : [];
  const bounded = [...words, ...byKind.stem];
  const sources = [...(bounded.length > 0 ? [`${start}(?:${bounded.join('|')})`] : []), ...byKind.anywhere];
  return new RegExp(sources.join('|'), flags);
}
