import type { LanguageCode } from '@shared/preferences';
import { stopWords } from '@shared/insight-words';

/** Ways to say the person's own words back, `{quote}` being them. */
const frames: Record<LanguageCode, readonly string[]> = {
  en: ['You said “{quote}”, and I am glad you told me.', '“{quote}”: thank you for sharing that with me.'],
  es: ['Dijiste «{quote}», y me alegra que me lo cuentes.', '«{quote}»: gracias por compartirlo conmigo.'],
  fr: ['Tu as dit « {quote} », merci de me le confier.', '« {quote} » : merci de partager ça avec moi.'],
  de: ['Du hast gesagt: „{quote}“. Danke, dass du mir das erzählst.', '„{quote}“ – danke, dass du das mit mir teilst.'],
  it: ['Hai detto «{quote}»: grazie per avermelo detto.', '«{quote}»: grazie per averlo condiviso con me.'],
  pt: ['Você disse “{quote}”. Que bom que você me contou.', '“{quote}”: obrigado por dividir isso comigo.'],
  zh: ['你说“{quote}”，谢谢你愿意告诉我。', '“{quote}”——谢谢你和我分享这些。'],
  ja: ['「{quote}」と話してくれましたね。教えてくれてありがとう。', '「{quote}」。話してくれてうれしいです。'],
  ko: ['"{quote}"라고 말해 줬네요. 이야기해 줘서 고마워요.', '"{quote}" — 나눠 줘서 고마워요.'],
  ar: ['قلت «{quote}»، وشكرًا لأنك أخبرتني.', '«{quote}»: شكرًا لمشاركتي هذا.'],
};

const MAX_CHARS = 80;
/** Fewer words of substance than this and there is nothing worth saying back. */
const MIN_CONTENT_WORDS = 2;
const CLAUSE = /[.!?;。！？؟\n]+/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

function contentWords(text: string): number {
  let count = 0;
  for (const { segment, isWordLike } of segmenter.segment(text)) if (isWordLike && !stopWords.has(segment.toLocaleLowerCase())) count += 1;
  return count;
}

/** The part of a message with the most substance, shortened at a word: what a listener would say back. */
function clauseToQuote(text: string): string | null {
  const best = text
    .split(CLAUSE)
    .map((clause) => clause.trim().replace(/[,，、،\s]+$/u, ''))
    .map((clause) => ({ clause, weight: contentWords(clause) }))
    .sort((a, b) => b.weight - a.weight)[0];
  if (!best || best.weight < MIN_CONTENT_WORDS) return null;
  const chars = [...best.clause];
  if (chars.length <= MAX_CHARS) return best.clause;
  const cut = chars.slice(0, MAX_CHARS).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${atWord > MAX_CHARS / 2 ? cut.slice(0, atWord) : cut}…`;
}

/**
 * The person's own words said back, in each of the ways the language has: when nothing they said is
 * recognised, this is how the companion shows it heard the very thing. Empty when there is nothing of
 * substance to say back.
 */
export function echoesOf(text: string, language: LanguageCode): string[] {
  const quote = clauseToQuote(text);
  return quote ? frames[language].map((frame) => frame.replace('{quote}', quote)) : [];
}
