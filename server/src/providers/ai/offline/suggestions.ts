import type { LanguageCode } from '@shared/preferences';
import type { Feeling, SuggestionKind } from './language-pack';
import { languagePacks } from './language-packs';

/** What fits each feeling, best first. */
const fitting: Record<Feeling, readonly SuggestionKind[]> = {
  stress: ['writing', 'breathing', 'walk'],
  anxiety: ['breathing', 'grounding', 'writing'],
  sadness: ['reachOut', 'warmDrink', 'walk'],
  anger: ['walk', 'breathing', 'writing'],
  loneliness: ['reachOut', 'writing', 'warmDrink'],
  tiredness: ['windDown', 'warmDrink', 'breathing'],
  hope: ['walk', 'reachOut', 'writing'],
};
const general: readonly SuggestionKind[] = ['breathing', 'walk', 'writing', 'warmDrink', 'grounding'];

/** Concrete, gentle things to try for what the person feels most, best first (calming ones when no feeling was named). */
export function suggestionsFor(feeling: Feeling | undefined, language: LanguageCode): string[] {
  const kinds = feeling ? fitting[feeling] : general;
  return kinds.map((kind) => languagePacks[language].suggestions[kind]);
}
