import { languageCodes, type LanguageCode } from '@shared/preferences';
import { CLAUSE_BREAK, compilePatterns, compileWords } from './compile-patterns';
import { characterLanguages, normalizeForMatching, withoutSpaces } from './normalize';
import type { PhraseSet } from './phrase-set';
import { phraseSets } from './phrases';

export type RiskCategory = 'self-harm' | 'violence';

export interface RiskVerdict {
  flagged: boolean;
  /** Category names follow OpenAI's moderation. */
  categories: RiskCategory[];
  /** The languages whose phrases matched. */
  languages: LanguageCode[];
}

interface CompiledSet {
  byCharacter: boolean;
  risk: RegExp | null;
  violence: RegExp | null;
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

/**
 * Look-alikes and negations are shared by every language matched the same way: a stem such as
 * "suicid_" is written alike in several languages, and the English "not" must deny it wherever it matched.
 */
function compile(set: PhraseSet, group: readonly PhraseSet[], byCharacter: boolean): CompiledSet {
  const all = (pick: (s: PhraseSet) => readonly string[] | undefined) => group.flatMap((s) => pick(s) ?? []);
  return {
    byCharacter,
    risk: compilePatterns(set.risk, byCharacter),
    violence: compilePatterns(set.violence, byCharacter),
    figurative: compilePatterns(all((s) => s.figurative), byCharacter),
    negatedBy: compileWords(all((s) => s.negatedBy), byCharacter, 'anywhere'),
    negatedAfter: compileWords(all((s) => s.negatedAfter), byCharacter, 'start'),
    denialUndoneBy: compileWords(all((s) => s.denialUndoneBy), byCharacter, 'anywhere'),
  };
}

const groupOf = (byCharacter: boolean) => languageCodes.filter((c) => characterLanguages.has(c) === byCharacter).map((c) => phraseSets[c]);
const groups = { spaced: groupOf(false), byCharacter: groupOf(true) };
const compiled = new Map(
  languageCodes.map((code) => {
    const byCharacter = characterLanguages.has(code);
    return [code, compile(phraseSets[code], byCharacter ? groups.byCharacter : groups.spaced, byCharacter)];
  }),
);

/** The words (or characters) just before `index`, back to the clause's start or a "but". */
function windowBefore(text: string, index: number, set: CompiledSet): string {
  const clause = text.slice(0, index).split(CLAUSE_BREAK).at(-1) ?? '';
  const sinceContrast = clause.split(contrast).at(-1) ?? clause;
  if (set.byCharacter) return sinceContrast.slice(-WINDOW_CHARACTERS);
  return sinceContrast.trim().split(' ').slice(-WINDOW_WORDS).join(' ');
}

function isDenied(text: string, match: RegExpExecArray, set: CompiledSet): boolean {
  const end = match.index + match[0].length;
  const before = windowBefore(text, match.index, set);
  const after = text.slice(end).trimStart();
  const denied = (set.negatedBy?.test(before) ?? false) || (set.negatedAfter?.test(after) ?? false);
  if (!denied || !set.denialUndoneBy) return denied;
  // "not yet", even in the next clause ("I won't, not yet"), undoes the denial.
  const next = after.replaceAll(CLAUSE_BREAK, ' ').trim().split(/\s+/).slice(0, 6).join(' ');
  const clause = `${before} ${match[0]} ${set.byCharacter ? after.slice(0, 12) : next}`;
  return !set.denialUndoneBy.test(clause);
}

function matches(text: string, pattern: RegExp | null, set: CompiledSet): boolean {
  if (!pattern) return false;
  const figures = set.figurative ? [...text.matchAll(set.figurative)].map((f) => [f.index, f.index + f[0].length] as const) : [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (figures.some(([from, to]) => from < end && to > start)) continue;
    if (!isDenied(text, match, set)) return true;
  }
  return false;
}

/**
 * The local, offline check for suicide and self-harm risk (and threats to others) in all ten
 * languages at once: the text's language is not assumed, so a message in any of them is read.
 */
export function classifyRisk(text: string): RiskVerdict {
  const normalized = normalizeForMatching(text);
  // Padded so that a pattern's optional last word (" (?:ya)?") can end the text.
  const spaced = ` ${normalized} `;
  const unspaced = withoutSpaces(normalized);
  const categories = new Set<RiskCategory>();
  const languages: LanguageCode[] = [];
  for (const [code, set] of compiled) {
    const subject = set.byCharacter ? unspaced : spaced;
    const selfHarm = matches(subject, set.risk, set);
    const violence = matches(subject, set.violence, set);
    if (selfHarm) categories.add('self-harm');
    if (violence) categories.add('violence');
    if (selfHarm || violence) languages.push(code);
  }
  return { flagged: categories.size > 0, categories: [...categories], languages };
}
