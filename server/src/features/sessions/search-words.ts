/**
 * The words of a message as the message search knows them, and the terms a search looks up.
 * Words come from `Intl.Segmenter`, so scripts written without spaces (Chinese, Japanese) split too;
 * they are lower-cased, in their compatibility form (fullwidth letters and ligatures as plain ones,
 * typographic apostrophes as '), and Latin letters lose their accents ("Café" and "cafe" are one word).
 * A word is indexed whole and by its beginnings of `shortestPrefix` to `longestPrefix` letters, so
 * "manag" finds "manager" and "manager" finds "managers". A Chinese or Japanese word, mostly one or two
 * characters long, is indexed by each character and each pair instead, so a part of it finds it too.
 */
export const shortestPrefix = 3;
export const longestPrefix = 12;
/** A message's words beyond these are not indexed (a pasted text must not cost the save more than a few ms). */
const wordsPerMessage = 500;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const withoutSpaces = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function normalised(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

const apostrophes = /[\u2018\u2019\u02BC]/g;

/** The distinct words of `text`, normalised, in order of first use. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const part of segmenter.segment(text.replace(apostrophes, "'"))) {
    if (!part.isWordLike) continue;
    words.add(normalised(part.segment));
    if (words.size >= wordsPerMessage) break;
  }
  return [...words];
}

/** Each character of a word and each pair of neighbouring ones. */
function charactersAndPairs(letters: string[]): string[] {
  return [...letters, ...letters.slice(1).map((letter, i) => `${letters[i]}${letter}`)];
}

/** What a message adds to its session's index: each word whole, and its beginnings (or its characters and pairs). */
export function indexedTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(text)) {
    const letters = [...word];
    terms.add(word);
    if (withoutSpaces.test(word)) {
      for (const part of charactersAndPairs(letters)) terms.add(part);
      continue;
    }
    for (let length = shortestPrefix; length <= Math.min(letters.length, longestPrefix); length++) {
      terms.add(letters.slice(0, length).join(''));
    }
  }
  return [...terms];
}

/**
 * The terms a session must hold for `search` to find it in the person's messages: for each word, its
 * beginning (up to `longestPrefix` letters; a word shorter than `shortestPrefix` must be said whole), or
 * for a Chinese or Japanese word of three characters or more, each pair of it. None when the search has no word.
 */
export function searchedTerms(search: string): string[] {
  return searchWords(search).flatMap((word) => {
    const letters = [...word];
    if (withoutSpaces.test(word)) return letters.length <= 2 ? [word] : charactersAndPairs(letters).slice(letters.length);
    return [letters.slice(0, longestPrefix).join('')];
  });
}

function holdsTerm(words: string[], term: string): boolean {
  if (withoutSpaces.test(term)) return words.some((word) => word.includes(term));
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
  for (const part of segmenter.segment(text.replace(apostrophes, "'"))) {
    if (part.isWordLike && holdsTerm([normalised(part.segment)], first)) return part.index;
  }
  return -1;
}
