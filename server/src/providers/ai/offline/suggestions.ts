import type { LanguageCode } from '@shared/preferences';
import type { Feeling, SuggestionKind } from './language-pack';
import { languagePacks } from './language-packs';

/**
 * What fits each feeling, best first; an odd number each (as in `general`), so that with the eight
 * closing questions a suggestion and its question come round together only after many turns.
 */
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

/** A concrete, gentle thing to try for what the person feels most (anything calming when no feeling was named). */
export function suggestionFor(feeling: Feeling | undefined, turn: number, language: LanguageCode): string {
  const kinds = feeling ? fitting[feeling] : general;
  const kind = kinds[turn % kinds.length] ?? 'breathing';
  return languagePacks[language].suggestions[kind];
}
