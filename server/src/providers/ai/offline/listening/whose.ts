import type { LanguageCode } from '@shared/preferences';
import { personKinds, type SubjectKind } from './listening-pack';

type Rule = { before?: RegExp; after?: RegExp };
const ADJECTIVE = '(?:\\p{L}+\\s+)?';

/**
 * What comes right before or after a pet's name when it is someone else's: "my neighbour's dog",
 * "el perro de la vecina", "le chat de ma sœur". Replies would otherwise call it "your dog". Languages
 * whose replies never say whose pet it is (zh, ja, ko) need none; Arabic replies do ("حيوانك الأليف").
 */
const othersPet: Partial<Record<LanguageCode, Rule>> = {
  en: {
    before: new RegExp(`(?<![\\p{L}'])(?!(?:it|that|there|here|what|who|he|she|where|how|one|let|everyone|everything|nothing|something)')\\p{L}+'s\\s+${ADJECTIVE}$`, 'u'),
    after: /^\s+of\s+(?:my|the|a|his|her|their|our)\s/u,
  },
  // Right after the pet's name: "el perro murió de un infarto" is no one else's.
  es: { after: /^\s+(?:del\s|de\s+(?:la|el|los|las|mi|mis|su|sus|tu|tus|un|una|nuestr\p{L}*)\s)/u },
  fr: { after: /^\s+(?:du\s|des\s|d'une?\s|de\s+(?:la|ma|mon|mes|sa|son|ses|ta|ton|tes|notre|nos|leurs?)\s)/u },
  it: { after: /^\s+(?:del|dello|della|dell'|dei|degli|delle|di\s+(?:mia|mio|sua|suo|tua|tuo|nostr\p{L}|un|una))/u },
  pt: { after: /^\s+(?:do|da|dos|das|de\s+(?:minha|meu|sua|seu|um|uma))\s/u },
  de: { after: /^\s+(?:meiner|meines|deiner|deines|seiner|seines|ihrer|ihres|unserer|unseres|der|des|von)\s/u },
  // "الكلب تبع جارتي", "القطة بتاعة أختي": the dog of my neighbour, my sister's cat.
  ar: { after: /^\s+(?:تبع|تبعت|تاع|بتاع|بتاعة|حق|حقت|مال|مالت)\s/u },
};

/** The person's own possessive right before a pet's name ("mi perro", "my dog"): theirs, whatever follows. */
const ownPet: Partial<Record<LanguageCode, RegExp>> = {
  en: /(?<!\p{L})(?:my|our)\s+(?:\p{L}+\s+)?$/u,
  es: /(?<!\p{L})(?:mi|mis|nuestr[oa]s?)\s+$/u,
  fr: /(?<!\p{L})(?:mon|ma|mes|notre|nos)\s+$/u,
  it: /(?<!\p{L})(?:il mio|la mia|i miei|le mie|mio|mia|nostr[oaie])\s+$/u,
  pt: /(?<!\p{L})(?:meu|minha|meus|minhas|nosso|nossa)\s+$/u,
  de: /(?<!\p{L})(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem)\s+$/u,
};

/**
 * Words by which the person speaks of themself ("I'm in hospital", "estoy enferma"): an illness named
 * with them is theirs, whoever was named before it in the sentence.
 */
const firstPerson: Partial<Record<LanguageCode, RegExp>> = {
  // Pronouns and verbs only: "my" may be of someone else's ("my neighbour's dog is ill").
  en: /(?<![\p{L}'])(?:i|i'm|im|i've|ive|me|myself)(?![\p{L}'])/u,
  es: /(?<!\p{L})(?:yo|me|estoy|tengo|estuve)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:je|j'|me|m'|moi|suis)(?!\p{L})/u,
  it: /(?<!\p{L})(?:io|mi|sono|ho)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:eu|me|estou|tenho)(?!\p{L})/u,
  de: /(?<!\p{L})(?:ich|mich|mir)(?!\p{L})/u,
};
/** How many words before a word of illness the person's speaking of themself makes it theirs. */
const SELF_WORDS = 3;
/** A word of illness that says whose it is itself: "my gp", "my operation", "me operan". */
const OWN_WORD = /^(?:my|me|mi|mis|meu|minha|mon|ma|mein\p{L}*)\s/u;

/** A word of illness or care owned by him, her or them ("his doctor", "a médica dele"): not the person's own health. */
const othersHealth: Partial<Record<LanguageCode, Rule>> = {
  en: { before: new RegExp(`(?<!\\p{L})(?:his|her|their)\\s+${ADJECTIVE}$`, 'u') },
  es: { before: new RegExp(`(?<!\\p{L})(?:su|sus)\\s+${ADJECTIVE}$`, 'u'), after: /^\s+(?:de (?:él|ella|ellos|ellas))(?!\p{L})/u },
  fr: { before: new RegExp(`(?<!\\p{L})(?:son|sa|ses|leurs?)\\s+${ADJECTIVE}$`, 'u') },
  it: { before: new RegExp(`(?<!\\p{L})(?:suo|sua|suoi|sue|loro)\\s+${ADJECTIVE}$`, 'u') },
  pt: { after: /^\s+(?:dele|dela|deles|delas)(?!\p{L})/u },
  de: { before: new RegExp(`(?<!\\p{L})(?:sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer)\\s+${ADJECTIVE}$`, 'u') },
};

const CLAUSE_END = /[.!?;\n。！？؟]/u;

/** Where a subject was named in the folded text, and in which language's words. */
export interface Match {
  kind: SubjectKind;
  at: number;
  end: number;
  code: LanguageCode;
}

const rules = { pet: othersPet, health: othersHealth };

/** Whether the pet or the word of illness matched is named as someone else's by the words around it. */
function namedAsOthers(kind: keyof typeof rules, folded: string, match: Match): boolean {
  const rule = rules[kind][match.code];
  if (!rule) return false;
  if (kind === 'pet' && ownPet[match.code]?.test(folded.slice(0, match.at))) return false;
  // A stem ("cachorr*") matched only the start of the word: what follows starts after the word.
  const after = folded.slice(match.end).replace(/^\p{L}+/u, '');
  return (rule.before?.test(folded.slice(0, match.at)) ?? false) || (rule.after?.test(after) ?? false);
}

/**
 * The subjects among `matches` that are someone else's, not the person's: a pet named as another's in
 * its first mention ("my neighbour's dog … i love that dog": hers); illness when every word of it is
 * another's, by the words around it ("his doctor") or because someone was named before it in the
 * sentence and the person did not speak of themself in between ("my mother is ill", not "my manager
 * keeps calling though I'm in hospital").
 */
export function someoneElses(matches: readonly Match[], folded: string, language: LanguageCode): Set<SubjectKind> {
  const others = new Set<SubjectKind>();
  const pets = matches.filter((m) => m.kind === 'pet').sort((a, b) => a.at - b.at);
  if (pets[0] && namedAsOthers('pet', folded, pets[0])) others.add('pet');
  const people = matches.filter((m) => personKinds.has(m.kind) || m.kind === 'pet');
  const saysItIsOwn = (illness: Match) => OWN_WORD.test(folded.slice(illness.at, illness.end));
  const afterSomeoneElse = (illness: Match) =>
    people.some((person) => {
      if (person.end > illness.at) return false;
      const between = folded.slice(person.end, illness.at);
      // The person speaking of themself just before it ("though I'm in hospital", "que estoy enferma"),
      // not further back ("sou eu que cuido dele, banho, remédio": his).
      const justBefore = between.split(/\s+/).slice(-SELF_WORDS - 1).join(' ');
      return !CLAUSE_END.test(between) && !(firstPerson[language]?.test(justBefore) ?? false);
    });
  const illnessOfOthers = (illness: Match) => !saysItIsOwn(illness) && (namedAsOthers('health', folded, illness) || afterSomeoneElse(illness));
  const illness = matches.filter((m) => m.kind === 'health');
  if (illness.length > 0 && illness.every(illnessOfOthers)) others.add('health');
  return others;
}
