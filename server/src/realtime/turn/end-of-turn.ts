import { DEFAULT_END_OF_TURN_SILENCE_MS } from '@shared/protocol/turn-taking';

/** After a finished sentence the person has most likely said what they meant to. */
export const FINISHED_SILENCE_MS = 384;
/** After a trailing 'and...' or a filler they are most likely still thinking: a 700 ms pause is not the end. */
export const UNFINISHED_SILENCE_MS = 1200;

/** Words a sentence goes on after, and fillers, in the product's 10 languages (lower case, as a recogniser writes them). */
const trailingWords = new Set([
  // en
  ...['and', 'but', 'or', 'so', 'because', 'cause', 'if', 'the', 'a', 'to', 'with', 'um', 'uh', 'er', 'erm', 'hmm'],
  // es
  ...['y', 'pero', 'o', 'porque', 'entonces', 'que', 'pues', 'eh', 'con', 'de', 'el'],
  // fr
  ...['et', 'mais', 'ou', 'donc', 'parce', 'puis', 'euh', 'avec', 'le', 'les'],
  // de
  ...['und', 'aber', 'oder', 'weil', 'dass', 'äh', 'ähm', 'mit', 'ein', 'eine'],
  // it
  ...['e', 'ma', 'quindi', 'che', 'ehm', 'cioè', 'il', 'di'],
  // pt
  ...['mas', 'ou', 'então', 'porque', 'tipo', 'hum', 'né', 'com'],
  // ar
  ...['و', 'لكن', 'أو', 'لأن', 'ثم', 'يعني', 'عشان', 'امم'],
]);

/** Endings of unspaced scripts a sentence goes on after: conjunctions, connective verb forms and fillers. */
const trailingEndings = [
  // zh
  ...['然后', '但是', '可是', '因为', '所以', '而且', '那个', '呃', '和'],
  // ja
  ...['けど', 'けれど', 'から', 'ので', 'それで', 'そして', 'でも', 'えっと', 'あの', 'ていて', 'し'],
  // ko: 'and', 'but', 'so' and connective endings (-고, -는데 and its forms, -지만, -서)
  ...['그리고', '그런데', '근데', '그래서', '하지만', '는데', '은데', '한데', '인데', '지만', '고', '서'],
];

const ELLIPSIS = /(\.\.\.|…|。。。)$/u;
/** A comma, colon, semicolon or dash: the sentence is not over. */
const CONTINUES = /[,，、،;；:：\-–—]$/u;
const FINISHED = /[.!?。！？؟]$/u;

/**
 * How much silence should end a turn, judged on what was heard so far: sooner after a finished sentence,
 * later after a trailing 'and...', a comma or a filler, the detector's own end otherwise. A recogniser
 * that punctuates ends a finished sentence with a full stop, a question or an exclamation mark ("I think
 * so.", "Kommst du mit?"); one that trails off ends with an ellipsis, a comma or no mark, so its last
 * word is what tells. Words of every language are checked: people mix them.
 */
export function endOfTurnSilenceMs(transcript: string): number {
  const text = transcript.trim();
  if (!text) return DEFAULT_END_OF_TURN_SILENCE_MS;
  if (ELLIPSIS.test(text) || CONTINUES.test(text)) return UNFINISHED_SILENCE_MS;
  if (FINISHED.test(text)) return FINISHED_SILENCE_MS;
  const lastWord = text.split(/\s+/u).at(-1)?.toLocaleLowerCase().replace(/^['’]/u, '') ?? '';
  const trails = trailingWords.has(lastWord) || trailingEndings.some((ending) => text.endsWith(ending));
  return trails ? UNFINISHED_SILENCE_MS : DEFAULT_END_OF_TURN_SILENCE_MS;
}
