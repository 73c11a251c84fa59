/**
 * One language's phrase data for the risk classifier. Every pattern is a regular expression over the
 * normalised text (see normalize.ts): lower case, no accents, no punctuation, one space between words,
 * each run of a repeated letter written once. Two shorthands:
 * - `~` stands for a gap of up to three words (up to six characters in zh, ja and ko);
 * - `_` stands for the rest of a word ("suicid_" matches suicide, suicidal).
 * Patterns in spaced languages match whole words; in zh, ja and ko they match characters, spaces ignored.
 */
export interface PhraseSet {
  /** Suicide and self-harm: direct, indirect and slang phrasings, intent, plans and means, self-injury. */
  risk: readonly string[];
  /** Threats to hurt someone else: also answered with the crisis resources. */
  violence: readonly string[];
  /** Look-alikes that cancel a risk match they overlap ("dead tired", "my boss will kill me"). */
  figurative: readonly string[];
  /** Words that deny a match they stand just before, in the same clause ("never", "not"). */
  negatedBy: readonly string[];
  /** Endings just after a match that deny it (Japanese and Korean put the negation after the verb). */
  negatedAfter?: readonly string[];
  /** Words in the same clause that keep a denial a risk ("not yet", "not tonight"). */
  denialUndoneBy?: readonly string[];
}
