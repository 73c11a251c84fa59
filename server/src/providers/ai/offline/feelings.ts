import type { LanguageCode } from '@shared/preferences';
import { feelings, type Feeling } from './language-pack';
import { languagePacks } from './language-packs';
import { escapeRegExp } from '@shared/escape-regexp';

/**
 * The feelings a text names, most mentioned first. English words count in every language, since
 * people mix them in. Hope only counts when nothing heavier was said, so "not happy" reads as low.
 */
export function detectFeelings(text: string, language: LanguageCode): Feeling[] {
  const counts = countFeelings(text, language);
  const found = feelings.filter((f) => counts[f] > 0).sort((a, b) => counts[b] - counts[a]);
  const heavy = found.filter((f) => f !== 'hope');
  return heavy.length > 0 ? heavy : found;
}

export function countFeelings(text: string, language: LanguageCode): Record<Feeling, number> {
  const lower = text.normalize('NFC').toLocaleLowerCase();
  const native = languagePacks[language];
  const counts = Object.fromEntries(feelings.map((f) => [f, 0])) as Record<Feeling, number>;
  for (const feeling of feelings) {
    for (const keyword of native.keywords[feeling]) counts[feeling] += occurrences(lower, keyword);
    if (language === 'en') continue;
    // English stems only at the start of a word elsewhere: "sad" must not fire inside Spanish "pasado".
    for (const keyword of languagePacks.en.keywords[feeling]) counts[feeling] += wordStartOccurrences(lower, keyword);
  }
  return counts;
}

function occurrences(text: string, keyword: string): number {
  let count = 0;
  for (let at = text.indexOf(keyword); at !== -1; at = text.indexOf(keyword, at + keyword.length)) count++;
  return count;
}

function wordStartOccurrences(text: string, keyword: string): number {
  const escaped = escapeRegExp(keyword);
  return text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'gu'))?.length ?? 0;
}
