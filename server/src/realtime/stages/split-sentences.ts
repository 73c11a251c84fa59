import type { Stage } from './stage';

/** Ends a sentence at once (Chinese, Japanese full-width marks). */
const CJK_END = new Set(['。', '！', '？', '．', '｡']);
/** Ends a sentence when whitespace follows (Latin scripts, Korean, Arabic ؟ and ۔). */
const SPACED_END = new Set(['.', '!', '?', '…', '؟', '۔']);
/** May follow the end mark and still belong to the sentence. */
const CLOSERS = new Set(['"', "'", '»', '”', '’', ')', ']', '」', '』', '）', '】', '〉', '》']);
/** Where an overlong sentence may be cut so speech can start. */
const CLAUSE_BREAKS = new Set([',', ';', ':', '，', '、', '；', '،', '—']);
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'sra', 'srta', 'st', 'vs', 'e.g', 'i.e', 'z.b', 'bzw', 'ca', 'dott',
  'sig', 'mme', 'mlle', 'p.ex', 'nr', 'approx',
]);
const MAX_SENTENCE_CHARS = 220;

/**
 * Splits streamed text into sentences as tokens arrive, in the product's 10 languages, so speech for
 * the first sentence can start while the rest is still being generated.
 */
export class SentenceSplitter {
  private buffer = '';
  private scanFrom = 0;

  /** Adds a piece of text; returns the sentences it completed. */
  push(delta: string): string[] {
    this.buffer += delta;
    const sentences: string[] = [];
    for (let end = this.nextEnd(); end > 0; end = this.nextEnd()) {
      const sentence = this.buffer.slice(0, end).trim();
      this.buffer = this.buffer.slice(end);
      this.scanFrom = 0;
      if (sentence) sentences.push(sentence);
    }
    return sentences;
  }

  /** The rest of the text, once the stream has ended. */
  flush(): string | null {
    const rest = this.buffer.trim();
    this.buffer = '';
    this.scanFrom = 0;
    return rest || null;
  }

  /** Index just past the first complete sentence, or 0 when none is complete yet. */
  private nextEnd(): number {
    const text = this.buffer;
    for (let i = this.scanFrom; i < text.length; i++) {
      const c = text[i] ?? '';
      if (c === '\n') return i + 1;
      if (CJK_END.has(c)) return skipClosers(text, i + 1, true);
      if (!SPACED_END.has(c)) continue;
      const after = skipClosers(text, i + 1, false);
      if (after >= text.length) {
        this.scanFrom = i;
        return 0;
      }
      if (/\s/.test(text[after] ?? '') && !(c === '.' && isAbbreviationOrNumber(text, i))) return after;
    }
    this.scanFrom = text.length;
    return text.length > MAX_SENTENCE_CHARS ? clauseBreak(text) : 0;
  }
}

/** Past closing quotes and brackets (and, when `marks`, further end marks such as '？！'). */
function skipClosers(text: string, from: number, marks: boolean): number {
  let i = from;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (CLOSERS.has(c) || (marks ? CJK_END.has(c) : SPACED_END.has(c))) i++;
    else break;
  }
  return i;
}

function isAbbreviationOrNumber(text: string, dot: number): boolean {
  const before = /(\S+)$/.exec(text.slice(Math.max(0, dot - 12), dot))?.[1] ?? '';
  if (before === '') return false;
  if (/^\d+$/.test(before) && text.slice(0, dot).trim() === before) return true;
  const word = before.replace(/^[("'«¿¡]+/, '').toLowerCase();
  return ABBREVIATIONS.has(word);
}

function clauseBreak(text: string): number {
  for (let i = MAX_SENTENCE_CHARS; i > 20; i--) if (CLAUSE_BREAKS.has(text[i] ?? '')) return i + 1;
  const space = text.lastIndexOf(' ', MAX_SENTENCE_CHARS);
  return space > 20 ? space + 1 : MAX_SENTENCE_CHARS;
}

/** Stage: text deltas in, whole sentences out. */
export const splitSentences: Stage<string, string> = async function* splitSentences(deltas) {
  const splitter = new SentenceSplitter();
  for await (const delta of deltas) {
    for (const sentence of splitter.push(delta)) yield sentence;
  }
  const rest = splitter.flush();
  if (rest) yield rest;
};
