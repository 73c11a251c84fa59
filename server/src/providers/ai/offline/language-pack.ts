/** What the offline companion knows of each language: words it listens for and sentences it says. */

export const feelings = ['stress', 'anxiety', 'sadness', 'anger', 'loneliness', 'tiredness', 'hope'] as const;
export type Feeling = (typeof feelings)[number];

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
  /** Two ways to reflect each feeling back, one sentence each. */
  reflections: Record<Feeling, readonly [string, string]>;
  /** First sentence when no feeling word was found. */
  openers: readonly string[];
  validations: readonly string[];
  /** Open questions; every reply ends with one. */
  questions: readonly string[];
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
  /** Phrases that call for safety handling. */
  crisis: { selfHarm: readonly string[]; violence: readonly string[] };
}
