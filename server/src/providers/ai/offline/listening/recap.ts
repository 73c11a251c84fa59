import type { LanguageCode } from '@shared/preferences';
import { soundsHopeful } from '../../../../safety/hopeful-words';
import { classifyRisk } from '../../../../safety/risk-classifier';
import { countFeelings } from '../feelings';
import { feelings, type Feeling } from '../language-pack';
import { languagePacks } from '../language-packs';
import { subjectAsCalled } from './called';
import { listeningPacks } from './listening-packs';
import { listOf } from './phrasing';
import { questionKind } from './question-kind';
import { subjectsAcross } from './subjects';

const QUOTE_CHARS = 80;
/** At most this many of the person's messages are quoted in a recap. */
const QUOTED_MESSAGES = 2;

/** "In your own words: …", and how each language marks a quotation. */
const inTheirWords: Record<LanguageCode, { words: string; open: string; close: string; separator: string }> = {
  en: { words: 'In your own words: {quotes}.', open: '“', close: '”', separator: '; ' },
  es: { words: 'Con tus propias palabras: {quotes}.', open: '«', close: '»', separator: '; ' },
  fr: { words: 'Avec tes mots : {quotes}.', open: '« ', close: ' »', separator: ' ; ' },
  de: { words: 'In deinen eigenen Worten: {quotes}.', open: '„', close: '“', separator: '; ' },
  it: { words: 'Con le tue parole: {quotes}.', open: '«', close: '»', separator: '; ' },
  pt: { words: 'Com as suas palavras: {quotes}.', open: '“', close: '”', separator: '; ' },
  zh: { words: '用你自己的话说：{quotes}。', open: '“', close: '”', separator: '；' },
  ja: { words: 'あなたの言葉では、{quotes}。', open: '「', close: '」', separator: '、' },
  ko: { words: '직접 이렇게 말했어요: {quotes}.', open: '"', close: '"', separator: ', ' },
  ar: { words: 'بكلماتك: {quotes}.', open: '«', close: '»', separator: '؛ ' },
};

/** The feelings named across the texts, most named first; hope is left out when `heavy` (after risk). */
export function feelingsAcross(texts: readonly string[], language: LanguageCode, heavy = false): Feeling[] {
  const counts = countFeelings(texts.join('\n'), language);
  return feelings.filter((f) => counts[f] > 0 && !(heavy && f === 'hope')).sort((a, b) => counts[b] - counts[a]);
}

/**
 * What the person talked about, from their own messages only: the people and situations they named,
 * in order, and the feelings they named; the start of their first message when neither was recognised.
 * Null when they have said nothing yet.
 */
export function recapSentences(userTexts: readonly string[], language: LanguageCode, risk: boolean): string[] | null {
  const said = userTexts.filter((text) => text.trim() !== '');
  if (said.length === 0) return null;
  const listening = listeningPacks[language];
  // Named as the person named them, as in the replies: "your friend Lucía" was "tu amiga", not "tu amigo o amiga".
  const subjects = subjectsAcross(said, language).map((kind) => subjectAsCalled(kind, said, language).the);
  const named = feelingsAcross(said, language, risk).slice(0, 3).map((f) => languagePacks[language].names[f]);
  const sentences: string[] = [];
  if (subjects.length > 0) sentences.push(listening.recap.subjects.replace('{list}', listOf(subjects, language)));
  if (named.length > 0) sentences.push(listening.recap.feelings.replace('{list}', listOf(named, language)));
  const quoted = quotable(said, language, risk);
  if (quoted.length === 0) {
    // Nothing that may be said back word for word (only risk, or greetings): no quote at all.
    if (sentences.length === 0) sentences.push(languagePacks[language].summary.neutral);
    return sentences;
  }
  if (sentences.length === 0) {
    sentences.push(listening.recap.quote.replace('{quote}', quoteOf(quoted[0] ?? '')));
    return sentences;
  }
  const marks = inTheirWords[language];
  sentences.push(marks.words.replace('{quotes}', quoted.map((text) => `${marks.open}${quoteOf(text)}${marks.close}`).join(marks.separator)));
  return sentences;
}

/**
 * The person's messages worth quoting back, in the order they said them: the longest ones, never one
 * that sounded like risk (said back word for word, it would land hard), nor a bare greeting or a
 * request for a recap; after risk, none that sounds hopeful either.
 */
function quotable(said: readonly string[], language: LanguageCode, risk: boolean): string[] {
  const worthIt = (text: string) =>
    [...text.trim()].length >= 12 && !classifyRisk(text).flagged && questionKind(text, language) !== 'recap' && !(risk && soundsHopeful(text, language));
  const chosen = said
    .filter(worthIt)
    .sort((a, b) => [...b].length - [...a].length)
    .slice(0, QUOTED_MESSAGES);
  return said.filter((text) => chosen.includes(text));
}

/** The start of a message, cut at a word where there are words, without its closing punctuation. */
function quoteOf(text: string): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  if (chars.length <= QUOTE_CHARS) return chars.join('').replace(/[.!?。！？؟]+$/u, '');
  const cut = chars.slice(0, QUOTE_CHARS).join('');
  const atWord = cut.lastIndexOf(' ');
  // "deadlines." cut here reads "deadlines…", not "deadlines.…".
  return `${(atWord > QUOTE_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd().replace(/[.,;:!?。！？؟、，]+$/u, '')}…`;
}
