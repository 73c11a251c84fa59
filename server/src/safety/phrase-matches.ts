import { CLAUSE_BREAK } from './compile-patterns';

/** How one group of languages is read: by word or by character, with its look-alikes and negations. */
export interface Reading {
  byCharacter: boolean;
  figurative: RegExp | null;
  negatedBy: RegExp | null;
  negatedAfter: RegExp | null;
  denialUndoneBy: RegExp | null;
}

const WINDOW_WORDS = 4;
// Chinese puts a denial right before the verb (我不会自杀); a wider window catches unrelated 不.
const WINDOW_CHARACTERS = 3;
// A negation before "but" or "and" denies what came before it, not the match after it
// ("I can't go on and just want to die").
const contrast = /(?:^|\s)(?:but|and|pero|y|mais|et|aber|und|ma|mas|porem|e|لكن|بس|و)\s|但是|可是|而且|でも|けど|하지만|그런데/gu;

/** The words (or characters) just before `index`, back to the clause's start or a "but". */
function windowBefore(text: string, index: number, reading: Reading): string {
  const clause = text.slice(0, index).split(CLAUSE_BREAK).at(-1) ?? '';
  const sinceContrast = clause.split(contrast).at(-1) ?? clause;
  if (reading.byCharacter) return sinceContrast.slice(-WINDOW_CHARACTERS);
  return sinceContrast.trim().split(' ').slice(-WINDOW_WORDS).join(' ');
}

function isDenied(text: string, match: RegExpExecArray, reading: Reading): boolean {
  const end = match.index + match[0].length;
  const before = windowBefore(text, match.index, reading);
  const after = text.slice(end).trimStart();
  const denied = (reading.negatedBy?.test(before) ?? false) || (reading.negatedAfter?.test(after) ?? false);
  if (!denied || !reading.denialUndoneBy) return denied;
  // "not yet", even in the next clause ("I won't, not yet"), undoes the denial.
  const next = after.replaceAll(CLAUSE_BREAK, ' ').trim().split(/\s+/).slice(0, 6).join(' ');
  const clause = `${before} ${match[0]} ${reading.byCharacter ? after.slice(0, 12) : next}`;
  return !reading.denialUndoneBy.test(clause);
}

/** Where the look-alikes stand in `text`: a match overlapping one is not meant. */
export function figurativeSpans(text: string, reading: Reading): (readonly [number, number])[] {
  return reading.figurative ? [...text.matchAll(reading.figurative)].map((f) => [f.index, f.index + f[0].length] as const) : [];
}

/** The matches of `pattern` in `text` that are meant: inside no look-alike (`figures`), and not denied. */
export function liveMatches(text: string, pattern: RegExp | null, reading: Reading, figures = figurativeSpans(text, reading)): RegExpExecArray[] {
  if (!pattern) return [];
  return [...text.matchAll(pattern)].filter((match) => {
    const start = match.index;
    const end = start + match[0].length;
    return !figures.some(([from, to]) => from < end && to > start) && !isDenied(text, match, reading);
  });
}
