/**
 * One language's ideas for the risk classifier's second reading (risk-concepts.ts). Where the phrase
 * patterns (phrase-set.ts) each spell out a whole way of saying something, these are short lists of
 * the parts, and a message is risk when two parts that together mean it stand close in one message,
 * in either order: a wish and a death, a wish and an act that ends a life, a means and a death, a
 * hurt done to one's own body said to be on purpose or again, being a burden said of oneself, the
 * others better off without one, being worn out by living itself. Written as the phrase patterns are (same normalised text, `~` and
 * `_`), each idea in many everyday forms, so a way of saying it no pattern foresaw is still read.
 */
export interface ConceptSet {
  /** Wanting, wishing, hoping, praying, planning or keeping on thinking of something. */
  wish: readonly string[];
  /** Being dead or gone: dying, not waking up, not existing, ending one's life, joining the dead. */
  death: readonly string[];
  /** An act that ends a life: a jump from a height or in front of a train, an overdose, a rope. */
  act: readonly string[];
  /** Means of ending a life, named: pills, a rope, a bridge, a roof, the tracks. */
  means: readonly string[];
  /** A hurt done to one's own body ("cut my arm", "burned myself"). */
  hurt: readonly string[];
  /** What makes such a hurt no accident: again, on purpose, until it bled, to feel something. */
  deliberate: readonly string[];
  /** Being a burden, in the way, a weight on others. */
  burden: readonly string[];
  /** The person speaking of themselves ("I", "I'm", "I feel like"). */
  self: readonly string[];
  /** Being worn out by something: tired of, sick of, fed up with. */
  weary: readonly string[];
  /** Living itself, being alive, existing: what one is worn out by. */
  living: readonly string[];
  /** Having decided, made up one's mind. */
  decided: readonly string[];
  /** A last day, weekend or night of one's own, or everything stopped for good. */
  final: readonly string[];
  /** Affairs put in order: letters left, a pet or things handed over, passwords, a will. */
  affairs: readonly string[];
  /** A farewell: thanks or forgiveness asked "for everything", a calm after arranging things. */
  farewell: readonly string[];
  /** Not eating. */
  starve: readonly string[];
  /** There is no future, it will never get better, no point in going on. */
  hopeless: readonly string[];
  /** A high place of one's own reach: a roof, a top floor, a car park, a bridge. */
  height: readonly string[];
  /** Asked of a height, or said from it: high enough, looking down, it would be so easy. */
  enough: readonly string[];
  /** Hurting or killing someone else, said as one's own intent. */
  threat: readonly string[];
  /** A weapon at hand. */
  weapon: readonly string[];
  /** A countdown of one's own: days left, J-4, D-7, 倒计时. */
  countdown: readonly string[];
  /** It all ending, or others left in peace: what a countdown runs to. */
  ending: readonly string[];
  /** Punishing oneself, deserving it. */
  punish: readonly string[];
  /** What makes it a harm: until one throws up or collapses, no water, ice, again tomorrow. */
  harsh: readonly string[];
  /** Saving up, bit by bit, in secret. */
  stockpile: readonly string[];
  /** Others being better, happier or freer. */
  better: readonly string[];
  /** Without the person: "without me", "if I were gone". */
  withoutMe: readonly string[];
}
