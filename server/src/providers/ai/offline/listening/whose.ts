import type { LanguageCode } from '@shared/preferences';

type Rule = { before?: RegExp; after?: RegExp };
const ADJECTIVE = '(?:\\p{L}+\\s+)?';

/**
 * What comes right before or after a pet's name when it is someone else's: "my neighbour's dog",
 * "el perro de la vecina", "le chat de ma sœur". Replies would otherwise call it "your dog". Languages
 * whose replies never say whose pet it is (zh, ja, ko) need none.
 */
const othersPet: Partial<Record<LanguageCode, Rule>> = {
  en: {
    before: new RegExp(`(?<![\\p{L}'])(?!(?:it|that|there|here|what|who|he|she|where|how|one|let|everyone|everything|nothing|something)')\\p{L}+'s\\s+${ADJECTIVE}$`, 'u'),
    after: /^\s+of\s+(?:my|the|a|his|her|their|our)\s/u,
  },
  es: { after: /^\s+(?:\p{L}+\s+)?(?:del\s|de\s+(?:la|el|los|las|mi|mis|su|sus|tu|tus|un|una|nuestr\p{L}*)\s)/u },
  fr: { after: /^\s+(?:\p{L}+\s+)?(?:du\s|des\s|d'une?\s|de\s+(?:la|ma|mon|mes|sa|son|ses|ta|ton|tes|notre|nos|leurs?)\s)/u },
  it: { after: /^\s+(?:\p{L}+\s+)?(?:del|dello|della|dell'|dei|degli|delle|di\s+(?:mia|mio|sua|suo|tua|tuo|nostr\p{L}|un|una))/u },
  pt: { after: /^\s+(?:\p{L}+\s+)?(?:do|da|dos|das|de\s+(?:minha|meu|sua|seu|um|uma))\s/u },
  de: { after: /^\s+(?:meiner|meines|deiner|deines|seiner|seines|ihrer|ihres|unserer|unseres|der|des|von)\s/u },
};

/** A word of illness or care owned by him, her or them ("his doctor", "a médica dele"): not the person's own health. */
const othersHealth: Partial<Record<LanguageCode, Rule>> = {
  en: { before: new RegExp(`(?<!\\p{L})(?:his|her|their)\\s+${ADJECTIVE}$`, 'u') },
  es: { before: new RegExp(`(?<!\\p{L})(?:su|sus)\\s+${ADJECTIVE}$`, 'u'), after: /^\s+(?:de (?:él|ella|ellos|ellas))(?!\p{L})/u },
  fr: { before: new RegExp(`(?<!\\p{L})(?:son|sa|ses|leurs?)\\s+${ADJECTIVE}$`, 'u') },
  it: { before: new RegExp(`(?<!\\p{L})(?:suo|sua|suoi|sue|loro)\\s+${ADJECTIVE}$`, 'u') },
  pt: { after: /^\s+(?:dele|dela|deles|delas)(?!\p{L})/u },
  de: { before: new RegExp(`(?<!\\p{L})(?:sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer)\\s+${ADJECTIVE}$`, 'u') },
};

const rules = { pet: othersPet, health: othersHealth };

/** Whether the pet or the word of illness at `index` (`length` characters) of the folded text is someone else's. */
export function isSomeoneElses(kind: keyof typeof rules, folded: string, index: number, length: number, language: LanguageCode): boolean {
  const rule = rules[kind][language];
  if (!rule) return false;
  // A stem ("cachorr*") matched only the start of the word: what follows starts after the word.
  const after = folded.slice(index + length).replace(/^\p{L}+/u, '');
  return (rule.before?.test(folded.slice(0, index)) ?? false) || (rule.after?.test(after) ?? false);
}
