import { languageCodes, type LanguageCode } from '@shared/preferences';
import { compilePatterns, compileWords } from './compile-patterns';
import { characterLanguages, normalizeForMatching, withoutSpaces } from './normalize';
import { figurativeSpans, liveMatches, type Reading } from './phrase-matches';
import type { PhraseSet } from './phrase-set';
import { phraseSets } from './phrases';
import { detectLanguage } from '../lib/detect-language';
import { conceptRisks } from './risk-concepts';

import type { RiskCategory } from './risk-category';

export type { RiskCategory };

export interface RiskVerdict {
  flagged: boolean;
  /** Category names follow OpenAI's moderation. */
  categories: RiskCategory[];
  /** The languages whose phrases matched. */
  languages: LanguageCode[];
}

interface CompiledSet extends Reading {
  risk: RegExp | null;
  violence: RegExp | null;
}

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
  // Every language read the same way shares its look-alikes: found once for each way.
  const figures = new Map<boolean, ReturnType<typeof figurativeSpans>>();
  // Ideas are short words that mean other things elsewhere (the German "die", the English "plan"): read
  // in the message's language when it is clear, in every language when it is not.
  const language = detectLanguage(text);
  for (const [code, set] of compiled) {
    const subject = set.byCharacter ? unspaced : spaced;
    if (!figures.has(set.byCharacter)) figures.set(set.byCharacter, figurativeSpans(subject, set));
    const spans = figures.get(set.byCharacter);
    const ideas = language === null || language === code ? conceptRisks(subject, code, set, spans) : new Set<RiskCategory>();
    const selfHarm = ideas.has('self-harm') || liveMatches(subject, set.risk, set, spans).length > 0;
    const violence = ideas.has('violence') || liveMatches(subject, set.violence, set, spans).length > 0;
    if (selfHarm) categories.add('self-harm');
    if (violence) categories.add('violence');
    if (selfHarm || violence) languages.push(code);
  }
  return { flagged: categories.size > 0, categories: [...categories], languages };
}
