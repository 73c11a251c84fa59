import type { LanguageCode } from '@shared/preferences';
import { languagePacks } from '../language-packs';
import { escapeRegExp } from '@shared/escape-regexp';

/** Text as the lists are written: NFC, lower case, typographic apostrophes straight. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
}

/**
 * One entry of a list as a regular expression source (see listening-pack.ts): `word` whole, `stem*`
 * at a word's start, `*part*` anywhere; in unspaced languages always anywhere.
 */
export function entrySource(entry: string, language: LanguageCode): string {
  const anywhere = entry.startsWith('*') && entry.endsWith('*') && entry.length > 2;
  const stem = !anywhere && entry.endsWith('*');
  const core = escapeRegExp(entry.replace(/^\*|\*$/g, '').normalize('NFC').toLocaleLowerCase());
  if (anywhere || languagePacks[language].unspaced) return core;
  // Arabic joins "and", "for", "with" and "so" to the word that follows: لأبويا is أبويا.
  const proclitic = language === 'ar' ? '(?:[وفبل]{1,2})?' : '';
  return `(?<![\\p{L}\\p{N}])${proclitic}${core}${stem ? '' : '(?![\\p{L}\\p{N}])'}`;
}

/** Matches any entry of the list; null for an empty list. */
export function compileEntries(entries: readonly string[], language: LanguageCode, flags = 'u'): RegExp | null {
  if (entries.length === 0) return null;
  // Longest first, so a phrase wins over a word inside it.
  const sources = [...entries].sort((a, b) => b.length - a.length).map((entry) => entrySource(entry, language));
  return new RegExp(sources.join('|'), flags);
}
