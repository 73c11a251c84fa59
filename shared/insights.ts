/** Session insights (SPEC): figures computed on the client from a session's messages. */
import { lowWhenNegated, negators, phrasePattern, polarityOfPhrase, polarityOfWord, stopWords } from './insight-words';

export interface InsightMessage {
  role: 'user' | 'assistant';
  content: string;
  /** The person's message sounded like risk: its words ("pienso", "estarían") are never a topic. */
  soundedLikeRisk?: boolean;
}

export type SentimentLabel = 'Positive' | 'Neutral' | 'Negative';

export interface SessionInsights {
  turns: number; // user messages: each one opens a turn
  userMessages: number;
  assistantMessages: number;
  userWords: number;
  assistantWords: number;
  userTalkRatio: number; // the user's share of all words, percent, rounded; 0 when there are no words
  topics: string[]; // up to 6 of the user's most frequent words, most frequent first
  sentimentScore: number; // -1..1, rounded to 2 decimals
  sentimentLabel: SentimentLabel;
  toneBarPercent: number; // 0..100
  actionItems: string[]; // up to 5
  keyQuotes: string[]; // up to 2 of the user's longest messages
}

const MAX_TOPICS = 6;
const MAX_ACTION_ITEMS = 5;
const MAX_KEY_QUOTES = 2;
const KEY_QUOTE_MIN_LENGTH = 121;
/** SPEC's tone thresholds: above this is Positive, below its negative Negative. */
const SENTIMENT_THRESHOLD = 0.2;
/** The highest score of a session in which something sounded like risk: plainly Negative. */
const RISK_SCORE = -0.5;

// ICU segments words by dictionary for Chinese and Japanese, which have no spaces between words.
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

function words(text: string): string[] {
  const found: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) if (isWordLike) found.push(segment);
  return found;
}

function normalise(word: string): string {
  return word.toLocaleLowerCase().replace(/\u2019/g, "'");
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// French and Italian elision: l'école → école, dell'amico → amico.
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|all|dall|dell|nell|sull|quell|quest|un)'/;
// Korean writes particles onto nouns (회사에서 "at the company"); strip common ones from longer words.
const KOREAN_PARTICLE = /(?:에서|에게|한테|께서|으로|이랑|부터|까지|처럼|보다|마다|을|를|은|는|이|가|에|도|와|과|의|랑|만)$/;
// Laughter, however it is spelled (jajaja, hahah, jejeje, kkkk, rsrs, ㅋㅋㅋ, 哈哈哈, 呵呵, www, xd): never a topic.
const LAUGHTER = /^(?:([jh])([aeiou])(?:\1\2)+\1?|a?(?:ha){2,}h?|k{3,}|(?:rs){2,}r?|w{2,}|x+d+|ㅋ+|ㅎ+|哈{2,}|呵{2,}|嘿{2,}|嘻{2,}|笑|草)$/u;
// Korean words with a polite, formal or casual verb ending (받아요, 합니다, 모르겠어, 욕하고, 집어서, 했대) are predicates, not topics.
const KOREAN_PREDICATE =
  /(?:요|니다|겠어|었어|았어|였어|했어|해서|하고|하는|했다|한다|해야|싶어|같아|있어|없어|이야|거야|는데|은데|인데|던데|는지|은지|될지|할지|을지|잖아|신대|했대|한대|냐|니까|어서|아서|어도|아도|면서|려고|하게|하기|함|됨|뭐라)$/;

function topicWord(segment: string, plain: boolean): string | null {
  const raw = normalise(segment);
  // After risk (`plain`) no upbeat word is shown as a topic: "happy" is no subject of a hard session.
  if (stopWords.has(raw) || LAUGHTER.test(raw) || (plain && (polarityOfWord.get(raw) ?? 0) > 0)) return null;
  let word = raw.replace(ELISION, '').replace(/'s$/, '');
  // What still has an apostrophe is an English contraction (i'm, don't, you're): function words.
  if (word.includes("'") || !/\p{L}/u.test(word)) return null;
  // Lone Korean letters (ㅠㅠ, ㅜㅜ, ㄷㄷ) are tears and gasps, never a topic.
  if (/^[\u3131-\u318e]+$/u.test(word)) return null;
  if (/^\p{Script=Hangul}+$/u.test(word)) {
    if (KOREAN_PREDICATE.test(word)) return null;
    const stem = word.replace(KOREAN_PARTICLE, '');
    if (KOREAN_PREDICATE.test(stem)) return null;
    if ([...stem].length >= 2) word = stem;
  }
  // Nearly all Chinese words are one or two characters (and Japanese/Korean ones short), so CJK words
  // need only two characters where other scripts need three.
  const minLength = CJK.test(word) ? 2 : 3;
  if ([...word].length < minLength || stopWords.has(word)) return null;
  return word;
}

function topics(userTexts: readonly string[], plain: boolean): string[] {
  const counts = new Map<string, number>(); // insertion order = first appearance, for ties
  for (const text of userTexts) {
    for (const segment of words(text)) {
      const word = topicWord(segment, plain);
      if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_TOPICS).map(([word]) => word);
}

/** How many words back a negator still turns a sentiment word around ("not feeling okay"). */
const NEGATION_WINDOW = 3;
// A negator's reach ends with its clause: "No, I'm happy now" is not "not happy".
const CLAUSE = /[.,;:!?\n。，、！？؛،]+/u;

const isNegator = (word: string) => negators.has(word) || /^n'/.test(word);
// Arabic writes "and", "with", "for" and "the" onto the word: بالراحة is "with (the) comfort".
const ARABIC_PREFIX = /^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?(?=\p{Script=Arabic}{2})/u;

/** +1 or -1 for a sentiment word, read past French elision (d'espoir) and Arabic prefixes (بالراحة). */
function polarityOf(word: string): number | undefined {
  return polarityOfWord.get(word) ?? polarityOfWord.get(word.replace(ELISION, '')) ?? polarityOfWord.get(word.replace(ARABIC_PREFIX, ''));
}

/** The positive and negative sentiment words of one message. */
function polarityCounts(text: string): { positive: number; negative: number } {
  const counts = { positive: 0, negative: 0 };
  const count = (polarity: number) => {
    if (polarity > 0) counts.positive += 1;
    else if (polarity < 0) counts.negative += 1;
  };
  for (const clause of text.split(CLAUSE)) {
    const before: string[] = [];
    for (const segment of words(clause)) {
      const word = normalise(segment);
      const negated = before.slice(-NEGATION_WINDOW).some(isNegator);
      const polarity = polarityOf(word) ?? (negated && lowWhenNegated.has(word) ? 1 : undefined);
      if (polarity) count(negated ? -polarity : polarity);
      before.push(word);
    }
  }
  for (const [phrase] of text.toLocaleLowerCase().matchAll(phrasePattern)) count(polarityOfPhrase.get(phrase) ?? 0);
  return counts;
}

/**
 * The tone of what the person said (never the companion's words): each message with sentiment words
 * scores (positive - negative) / (positive + negative), and the session is their mean, so one long
 * message does not drown the rest. A session with any negative message (below -0.2) is never above
 * 0.2: a single upbeat closing line cannot outweigh what came before. A session in which anything
 * sounded like risk is at most -0.5 (see docs/decisions.md).
 */
function sentimentScore(userTexts: readonly string[], riskDetected: boolean): number {
  const scores: number[] = [];
  for (const text of userTexts) {
    const { positive, negative } = polarityCounts(text);
    if (positive + negative > 0) scores.push((positive - negative) / (positive + negative));
  }
  let score = scores.length === 0 ? 0 : scores.reduce((sum, value) => sum + value, 0) / scores.length;
  if (scores.some((value) => value < -SENTIMENT_THRESHOLD)) score = Math.min(score, SENTIMENT_THRESHOLD);
  if (riskDetected) score = Math.min(score, RISK_SCORE);
  return Math.round(score * 100) / 100 || 0;
}

const ACTION_STARTS = ['i will', 'i should', 'i plan', 'i need', 'i want', "let['\u2019]s", 'you should',
  'consider', 'try', 'set', 'schedule', 'start'];
// Whole words only: "Trying", "settled" and "starting" are not action items.
const ACTION_START = new RegExp(
  `^(?:${ACTION_STARTS.join('|').replace(/ /g, '\\s+')})(?![\\p{L}\\p{N}_'\u2019])`,
  'iu',
);
// Latin sentence ends need a following space, so "7.5 hours" stays whole; CJK ones are not followed by one.
const SENTENCE_BREAK = /(?<=[.!?])\s+|(?<=[。！？])|\n/;

function actionItems(texts: readonly string[]): string[] {
  const items = new Map<string, string>();
  for (const text of texts) {
    for (const part of text.split(SENTENCE_BREAK)) {
      const sentence = part.trim().replace(/^[-*•]\s+/, '');
      const key = normalise(sentence); // case-insensitive, and ’ the same as '
      if (ACTION_START.test(sentence) && !items.has(key)) items.set(key, sentence);
      if (items.size === MAX_ACTION_ITEMS) return [...items.values()];
    }
  }
  return [...items.values()];
}

function keyQuotes(userTexts: readonly string[]): string[] {
  return userTexts
    .map((text) => ({ text: text.trim(), length: [...text.trim()].length }))
    .filter((quote) => quote.length >= KEY_QUOTE_MIN_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_KEY_QUOTES)
    .map((quote) => quote.text);
}

/** 'Positive' above 0.2, 'Negative' below -0.2, otherwise 'Neutral' (±0.2 exactly are Neutral). */
export function sentimentLabel(score: number): SentimentLabel {
  if (score > SENTIMENT_THRESHOLD) return 'Positive';
  if (score < -SENTIMENT_THRESHOLD) return 'Negative';
  return 'Neutral';
}

/** Where a sentiment score sits on the tone bar: (score + 1) * 50, clamped to 0..100, to one decimal. */
export function toneBarPercent(score: number): number {
  return Math.min(100, Math.max(0, Math.round((score + 1) * 500) / 10));
}

/**
 * Figures, topics, tone, action items and key quotes of one session, from its messages in order.
 * `riskDetected`: something said in it sounded like risk, so its tone is never Positive.
 */
export function sessionInsights(messages: readonly InsightMessage[], options: { riskDetected?: boolean } = {}): SessionInsights {
  const userMessages = messages.filter((m) => m.role === 'user');
  const userTexts = userMessages.map((m) => m.content);
  const assistantTexts = messages.filter((m) => m.role === 'assistant').map((m) => m.content);
  const countWords = (texts: readonly string[]) => texts.reduce((sum, text) => sum + words(text).length, 0);
  const userWords = countWords(userTexts);
  const assistantWords = countWords(assistantTexts);
  const allWords = userWords + assistantWords;
  const score = sentimentScore(userTexts, options.riskDetected === true);
  return {
    turns: userTexts.length,
    userMessages: userTexts.length,
    assistantMessages: assistantTexts.length,
    userWords,
    assistantWords,
    userTalkRatio: allWords === 0 ? 0 : Math.round((userWords / allWords) * 100),
    topics: topics(userMessages.filter((m) => !m.soundedLikeRisk).map((m) => m.content), options.riskDetected === true),
    sentimentScore: score,
    sentimentLabel: sentimentLabel(score),
    toneBarPercent: toneBarPercent(score),
    actionItems: actionItems(messages.map((m) => m.content)),
    keyQuotes: keyQuotes(userTexts),
  };
}
