/**
 * The words of a message as the message search knows them, and the terms a search looks up.
 * Words come from `Intl.Segmenter`, so scripts written without spaces (Chinese, Japanese) split too;
 * they are lower-cased and Latin letters lose their accents ("Café" and "cafe" are one word).
 * A word is indexed whole and by its beginnings of `shortestPrefix` to `longestPrefix` letters, so
 * "manag" finds "manager" and "manager" finds "managers".
 */
export const shortestPrefix = 3;
export const longestPrefix = 12;
/** A message's words beyond these are not indexed (a pasted text must not grow its session without bound). */
const wordsPerMessage = 2_000;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

function normalised(word: string): string {
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** The distinct words of `text`, normalised, in order of first use. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    words.add(normalised(part.segment));
    if (words.size >= wordsPerMessage) break;
  }
  return [...words];
}

/** What a message adds to its session's index: each word whole, and its beginnings. */
export function indexedTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(text)) {
    const letters = [...word];
    terms.add(word);
    for (let length = shortestPrefix; length <= Math.min(letters.length, longestPrefix); length++) {
      terms.add(letters.slice(0, length).join(''));
    }
  }
  return [...terms];
}

/**
 * The terms a session must hold for `search` to find it in the person's messages: one per word, each
 * a beginning of a word said (up to `longestPrefix` letters). Words shorter than `shortestPrefix`
 * must be said whole. No terms when the search has no word.
 */
export function searchedTerms(search: string): string[] {
  return searchWords(search).map((word) => [...word].slice(0, longestPrefix).join(''));
}

function holdsTerm(words: string[], term: string): boolean {
  return [...term].length < shortestPrefix ? words.includes(term) : words.some((word) => word.startsWith(term));
}

/** Whether `text` holds every word of `search` as the index finds them (a short word whole, a longer one as a beginning). */
export function holdsEverySearchedWord(text: string, search: string): boolean {
  const words = searchWords(text);
  const terms = searchedTerms(search);
  return terms.length > 0 && terms.every((term) => holdsTerm(words, term));
}

/** Where in `text` the first word of `search` begins (its first word that does), or -1. */
export function firstSearchedWordAt(text: string, search: string): number {
  const [first] = searchedTerms(search);
  if (first === undefined) return -1;
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike && holdsTerm([normalised(part.segment)], first)) return part.index;
  }
  return -1;
}
