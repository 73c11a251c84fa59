import type { LanguageCode } from '@shared/preferences';
import { CLAUSE_BREAK, compilePatterns } from './compile-patterns';
import type { ConceptSet } from './concept-set';
import type { RiskCategory } from './risk-category';
import { conceptSets } from './concepts';
import { characterLanguages } from './normalize';
import { figurativeSpans, liveMatches, type Reading } from './phrase-matches';

type Concept = keyof ConceptSet;

/**
 * The pairs that together read as risk, and how many clause breaks may stand between them: a means
 * named in one sentence and "enough to not wake up" in the next belong together; a wish and a death
 * may stand a comma apart ("I wish, honestly, to be dead"); letters left and a goodbye may be a few
 * sentences apart. Two different matches of one idea count as a pair too (two arrangements, two ways
 * of saying there is no future).
 */
/** `reach`: how many words (twice as many characters in zh, ja, ko) may stand between the two, when not the usual. */
const pairs: readonly { parts: [Concept, Concept]; breaks: number; category: RiskCategory; reach?: number }[] = [
  { parts: ['wish', 'death'], breaks: 1, category: 'self-harm' },
  { parts: ['wish', 'act'], breaks: 0, category: 'self-harm' },
  { parts: ['means', 'death'], breaks: 1, category: 'self-harm' },
  { parts: ['hurt', 'deliberate'], breaks: 1, category: 'self-harm' },
  { parts: ['starve', 'deliberate'], breaks: 1, category: 'self-harm' },
  { parts: ['self', 'burden'], breaks: 0, category: 'self-harm', reach: 2 },
  { parts: ['better', 'withoutMe'], breaks: 0, category: 'self-harm' },
  { parts: ['weary', 'living'], breaks: 0, category: 'self-harm' },
  { parts: ['decided', 'final'], breaks: 1, category: 'self-harm' },
  { parts: ['affairs', 'farewell'], breaks: 3, category: 'self-harm', reach: 20 },
  { parts: ['farewell', 'farewell'], breaks: 2, category: 'self-harm' },
  { parts: ['affairs', 'affairs'], breaks: 2, category: 'self-harm' },
  { parts: ['hopeless', 'hopeless'], breaks: 2, category: 'self-harm' },
  { parts: ['height', 'enough'], breaks: 2, category: 'self-harm', reach: 12 },
  { parts: ['countdown', 'ending'], breaks: 1, category: 'self-harm' },
  { parts: ['punish', 'harsh'], breaks: 2, category: 'self-harm' },
  { parts: ['stockpile', 'means'], breaks: 1, category: 'self-harm' },
  { parts: ['stockpile', 'enough'], breaks: 2, category: 'self-harm' },
  { parts: ['threat', 'weapon'], breaks: 2, category: 'violence' },
];
/** How far apart the two parts may stand: in words, or in characters for zh, ja and ko. */
const REACH_WORDS = 8;
const REACH_CHARACTERS = 12;

const compiled = new Map(
  Object.entries(conceptSets).map(([code, set]) => {
    const byCharacter = characterLanguages.has(code);
    const concepts = Object.fromEntries(Object.entries(set).map(([concept, words]: [string, readonly string[]]) => [concept, compilePatterns(words, byCharacter)]));
    return [code as LanguageCode, concepts as Record<Concept, RegExp | null>];
  }),
);

function closeEnough(text: string, a: RegExpExecArray, b: RegExpExecArray, breaks: number, byCharacter: boolean, reach = REACH_WORDS): boolean {
  const [first, second] = a.index <= b.index ? [a, b] : [b, a];
  const between = text.slice(Math.min(first.index + first[0].length, second.index), second.index);
  if (between.split(CLAUSE_BREAK).length - 1 > breaks) return false;
  const gap = between.replaceAll(CLAUSE_BREAK, ' ').trim();
  return byCharacter ? gap.length <= Math.max(REACH_CHARACTERS, reach * 2) : gap === '' || gap.split(/\s+/).length <= reach;
}

/** What two ideas that together mean risk, standing close in `text` (normalised as for the phrases) and each meant, say. */
export function conceptRisks(text: string, code: LanguageCode, reading: Reading, figures = figurativeSpans(text, reading)): Set<RiskCategory> {
  const risks = new Set<RiskCategory>();
  const concepts = compiled.get(code);
  if (!concepts) return risks;
  const found = new Map<Concept, RegExpExecArray[]>();
  const live = (concept: Concept) => {
    if (!found.has(concept)) found.set(concept, liveMatches(text, concepts[concept], reading, figures));
    return found.get(concept) ?? [];
  };
  for (const { parts: [a, b], breaks, category, reach } of pairs) {
    if (risks.has(category)) continue;
    const left = live(a);
    if (left.length === 0) continue;
    const close = live(b).some((second) => left.some((first) => first !== second && closeEnough(text, first, second, breaks, reading.byCharacter, reach)));
    if (close) risks.add(category);
  }
  return risks;
}
