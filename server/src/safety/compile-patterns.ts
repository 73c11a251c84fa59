import { squeezeLetters } from './normalize';

/** Marks the end of a clause in the normalised text, so a negation never reaches across one. */
export const CLAUSE_BREAK = '|';

const wordGap = `(?: [^ ${CLAUSE_BREAK}]+){0,3} `;
const characterGap = `[^${CLAUSE_BREAK}]{0,6}?`;

/** Turns the phrase shorthand (see phrase-set.ts) into one global regular expression. */
export function compilePatterns(patterns: readonly string[], byCharacter: boolean): RegExp | null {
  if (patterns.length === 0) return null;
  const sources = patterns.map((pattern) => {
    const squeezed = squeezeLetters(pattern.toLowerCase());
    if (byCharacter) return squeezed.replace(/ /g, '').replace(/~/g, characterGap).replace(/_/g, '\\p{L}*');
    return squeezed.replace(/ ~ /g, wordGap).replace(/~/g, wordGap).replace(/_/g, '\\p{L}*');
  });
  const body = sources.map((s) => `(?:${s})`).join('|');
  return new RegExp(byCharacter ? body : `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'gu');
}

/** Alternatives matched against the end (or start) of a window of text: negation words. */
export function compileWords(words: readonly string[] | undefined, byCharacter: boolean, at: 'anywhere' | 'start'): RegExp | null {
  if (!words || words.length === 0) return null;
  const body = words.map((w) => squeezeLetters(w.toLowerCase()).replace(/ /g, byCharacter ? '' : ' ').replace(/_/g, '\\p{L}*')).join('|');
  const bounded = byCharacter ? `(?:${body})` : `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;
  // An ending may come a few characters after the match (自殺なんて絶対しない).
  const start = byCharacter ? `^[^${CLAUSE_BREAK}]{0,6}?` : '^';
  return new RegExp(at === 'start' ? `${start}${bounded}` : bounded, 'u');
}
