/** What the offline companion knows of each language: words it listens for and sentences it says. */

export const feelings = ['stress', 'anxiety', 'sadness', 'anger', 'loneliness', 'tiredness', 'hope'] as const;
export type Feeling = (typeof feelings)[number];

/** Concrete, gentle things to try that the companion can suggest when asked (never medical advice). */
export const suggestionKinds = ['breathing', 'grounding', 'walk', 'writing', 'warmDrink', 'windDown', 'reachOut'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export interface LanguagePack {
  /** Written without spaces between words: replies stream a few characters at a time. */
  unspaced: boolean;
  /** Join feeling names in a summary: "stress, worry and exhaustion". */
  listSeparator: string;
  lastSeparator: string;
  /** Lower-case fragments that signal a feeling, matched anywhere in the text (stems catch inflections). */
  keywords: Record<Feeling, readonly string[]>;
  /** Each feeling as a noun, for summaries and insights. */
  names: Record<Feeling, string>;
  /**
   * Two ways to reflect each feeling back, one sentence each. The second never opens like the first
   * ("It sounds like…"), since consecutive replies take turns between them.
   */
  reflections: Record<Feeling, readonly [string, string]>;
  /** A third way, naming the feeling (`{feeling}`); it opens unlike both reflections. */
  named: string;
  /** Names a second feeling heard in the same message; `{feeling}` is its name. */
  alsoHeard: readonly [string, string];
  /** First sentence when no feeling word was found. */
  openers: readonly string[];
  validations: readonly string[];
  /** Open questions, eight of them: every reply ends with the one after the previous reply's. */
  questions: readonly string[];
  /** Offered when the person asks something, matched to what they feel. */
  suggestions: Record<SuggestionKind, string>;
  /** Words that make a question: at a sentence's start, or anywhere in unspaced languages. */
  questionWords: readonly string[];
  /** Sentence endings that make a question without a question mark (Japanese か, Korean 까요). */
  questionEndings: readonly string[];
  recommendations: Record<Feeling, string>;
  summary: {
    /** `{feelings}` is replaced by the feeling names. */
    withFeelings: string;
    neutral: string;
    /** `{feeling}` is replaced by one feeling name. */
    theme: string;
    generalInsight: string;
    generalRecommendations: readonly [string, string];
  };
}
