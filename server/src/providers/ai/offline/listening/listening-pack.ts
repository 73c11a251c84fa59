/**
 * What the offline companion needs to listen in one language: the people and situations a person
 * names, the kinds of question they ask, and the sentences it answers with. Every sentence list is
 * read in order and no sentence is said twice in a session, so each list holds several.
 *
 * Matching (`match`, `asks`): the text is lower-cased; an entry is a whole word or phrase ("sister",
 * "should i"), `stem*` matches words that start so ("sister*" also finds "sisters"), `*part*` matches
 * anywhere (Arabic and Korean attach words to one another). Chinese and Japanese entries always match
 * anywhere.
 */

export const subjectKinds = [
  'mother', 'father', 'parents', 'sister', 'brother', 'partner', 'ex', 'friend', 'manager', 'colleague',
  'landlord', 'child', 'teacher', 'flatmate', 'grandparent',
  'work', 'interview', 'exam', 'money', 'sleep', 'health', 'moving', 'pet', 'body',
] as const;
export type SubjectKind = (typeof subjectKinds)[number];

export const personKinds: ReadonlySet<SubjectKind> = new Set([
  'mother', 'father', 'parents', 'sister', 'brother', 'partner', 'ex', 'friend', 'manager', 'colleague',
  'landlord', 'child', 'teacher', 'flatmate', 'grandparent',
]);

export const questionKinds = ['recap', 'isNormal', 'whatCanIDo', 'decision'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const moods = ['great', 'good', 'okay', 'stressed', 'anxious', 'sad', 'angry', 'overwhelmed'] as const;

export interface Subject {
  /** How the person may name it (see matching above). */
  match: readonly string[];
  /** The companion's own words for it as a subject: "your sister", "work". */
  the: string;
  /** The same with a preposition, for "things {with}": "with your sister", "at work". */
  with: string;
  /** One small, concrete next step about it, one sentence. */
  step: string;
  /**
   * The person's own words for it (as in `match`) and what the companion calls it then, in place of
   * `the`: "girlfriend*" -> "your girlfriend", so a person who wrote "my girlfriend" is not told "your partner".
   */
  called?: Readonly<Record<string, string>>;
  /** Questions back about it, in place of the ones for people or situations where neither fits (a pet, one's body). */
  questions?: readonly string[];
}

export interface ListeningPack {
  subjects: Record<SubjectKind, Subject>;
  /** Phrases that make each kind of question (see matching above). */
  asks: Record<QuestionKind, readonly string[]>;
  /** Opening sentences reflecting what the person named: `{the}` or `{with}` of the subject. */
  reflectSubject: readonly string[];
  /** A second subject in the same message: `{the}`. */
  alsoSubject: readonly string[];
  /** A first sentence of an answer, by kind of question (recap has its own sentences below). */
  answer: Record<Exclude<QuestionKind, 'recap'>, readonly string[]>;
  /** When asked something with no subject named: a general small step. */
  generalSteps: readonly string[];
  /** Closing questions about a person (`{the}`), and about a situation (`{the}`). */
  personQuestions: readonly string[];
  situationQuestions: readonly string[];
  /** The first reply acknowledges the mood picked at the start. */
  moodBefore: Record<(typeof moods)[number], string>;
  recap: {
    /** Before the recap: "Here is what I've heard from you so far." */
    intro: string;
    /** `{list}`: the subjects' `the`, in the order the person named them. */
    subjects: string;
    /** `{list}`: feeling names. */
    feelings: string;
    /** `{quote}`: the start of the person's first message, when nothing else was recognised. */
    quote: string;
    /** Asked to recap before anything was said. */
    empty: string;
    /** After the recap. */
    check: string;
  };
  /** After a message that sounded like risk earlier in the session: instead of any brightness. */
  afterRisk: readonly string[];
  /** `{memory}`: a fact the person shared in an earlier session. */
  recall: string;
  /**
   * Facts the person states that become memories: regular expressions (flags `iu`, on the text as
   * written) with one capture group, and the memory they make (`{value}`; a captured name in a script
   * with capitals must start with one). `personName` patterns are tried for each person subject with
   * `{person}` standing for its `match` words, and its memory has that subject's `{the}`.
   */
  facts: {
    personName: { patterns: readonly string[]; memory: string };
    job: { patterns: readonly string[]; memory: string };
    helps: { patterns: readonly string[]; memory: string };
  };
  /** Told once when a session starts with the offline companion. */
  offlineNotice: string;
}
