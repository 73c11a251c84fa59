/**
 * The reflection journal's ten prompts (SPEC section 9), gentlest first; their words are the selfcare
 * texts `journal.prompts.<id>`. An entry keeps the words of the prompts it was written with.
 */
export const journalPromptIds = [
  'feeling',
  'onYourMind',
  'wentWell',
  'difficult',
  'yourself',
  'grateful',
  'needMore',
  'letGo',
  'kindThing',
  'goodFriend',
] as const;
export type JournalPromptId = (typeof journalPromptIds)[number];
