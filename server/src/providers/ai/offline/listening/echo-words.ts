import type { LanguageCode } from '@shared/preferences';
import { stopWords } from '@shared/insight-words';
import { classifyRisk } from '../../../../safety/risk-classifier';
import { asksSomething } from '../questions';

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

/** Ways to say back a detail beside what the reply already reflects. */
const detailFrames: Record<LanguageCode, readonly string[]> = {
  en: ['“{quote}”: I heard that part too.', 'And “{quote}”: that matters too.'],
  es: ['«{quote}»: también escuché esa parte.', 'Y «{quote}»: eso también importa.'],
  fr: ['« {quote} » : j’ai entendu ça aussi.', 'Et « {quote} » : ça compte aussi.'],
  de: ['„{quote}“ – auch das habe ich gehört.', 'Und „{quote}“ – auch das zählt.'],
  it: ['«{quote}»: ho sentito anche questo.', 'E «{quote}»: conta anche questo.'],
  pt: ['“{quote}”: ouvi essa parte também.', 'E “{quote}”: isso também importa.'],
  zh: ['“{quote}”——这部分我也听到了。', '还有“{quote}”，这也很重要。'],
  ja: ['「{quote}」ということも、ちゃんと受け止めています。', '「{quote}」ということも、大事なことですね。'],
  ko: ['"{quote}" — 그 이야기도 잘 들었어요.', '그리고 "{quote}" — 그것도 중요해요.'],
  ar: ['«{quote}»: سمعت هذا أيضًا.', 'و«{quote}»: هذا مهم أيضًا.'],
};

/** Ways to say back a question about something the companion has no list for, before answering it. */
const questionFrames: Record<LanguageCode, readonly string[]> = {
  en: ['You asked “{quote}”, and that is worth thinking through.', 'About “{quote}”: let us look at it together.'],
  es: ['Me preguntas «{quote}», y vale la pena pensarlo con calma.', 'Sobre «{quote}»: pensémoslo juntos.'],
  fr: ['Tu me demandes « {quote} », et ça vaut la peine d’y réfléchir.', 'À propos de « {quote} » : regardons ça ensemble.'],
  de: ['Du fragst „{quote}“, und darüber lohnt es sich nachzudenken.', 'Zu „{quote}“: Lass uns das gemeinsam anschauen.'],
  it: ['Mi chiedi «{quote}», e vale la pena pensarci con calma.', 'Su «{quote}»: guardiamolo insieme.'],
  pt: ['Você pergunta “{quote}”, e vale a pena pensar nisso com calma.', 'Sobre “{quote}”: vamos olhar isso juntos.'],
  zh: ['你问“{quote}”，这值得好好想一想。', '关于“{quote}”，我们一起想想看。'],
  ja: ['「{quote}」という質問、一緒に考えてみましょう。', '「{quote}」について、一緒に見ていきましょう。'],
  ko: ['"{quote}"라는 질문, 같이 생각해 봐요.', '"{quote}"에 대해서 같이 살펴봐요.'],
  ar: ['تسألني «{quote}»، وهذا يستحق أن نفكر فيه بهدوء.', 'بخصوص «{quote}»، لنفكر فيه معًا.'],
};

const MAX_CHARS = 80;
/** Fewer words of substance than this and there is nothing worth saying back. */
const MIN_CONTENT_WORDS = 2;
/** How many more words of substance a later part of a message needs to be said back before the first. */
const FIRST_CLAUSE_LEAD = 1.5;
const CLAUSE = /[.!?;。！？؟\n]+/u;
/** A sentence with the mark that ends it (a question is told by it). */
const SENTENCE = /[^.!?;。！？؟\n]+[.!?;。！？؟\n]*/gu;
/** Detail clauses end at commas and at the language's own "and" and "but" too: each says one thing. */
const conjunctions: Record<LanguageCode, string> = { en: 'and|but', es: 'y|pero', fr: 'et|mais', de: 'und|aber', it: 'e|ma', pt: 'e|mas', zh: '', ja: '', ko: '', ar: 'و|لكن' };
const detailClauses = new Map(
  Object.entries(conjunctions).map(([language, words]) => [language, new RegExp(`[.!?;。！？؟\\n,，、،]+${words ? `|\\s(?:${words})\\s` : ''}`, 'u')]),
);
/** Uncovered words of substance a clause needs before it is worth saying back beside the rest. */
const MIN_DETAIL_WORDS = 2;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

function contentWords(text: string, covered: (word: string) => boolean = () => false): number {
  let count = 0;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike && !stopWords.has(segment.toLocaleLowerCase()) && !covered(segment)) count += 1;
  }
  return count;
}

/** People lead with what matters most: a later part of a message has to say clearly more to be chosen instead. */
function leading({ weight, first }: { weight: number; first: boolean }): number {
  return weight + (first ? FIRST_CLAUSE_LEAD : 0);
}

/** `text` shortened at a word to what fits in a reply. */
function shortened(text: string): string {
  const chars = [...text];
  if (chars.length <= MAX_CHARS) return text;
  const cut = chars.slice(0, MAX_CHARS).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${atWord > MAX_CHARS / 2 ? cut.slice(0, atWord) : cut}…`;
}

/** The part of a message with the most substance, shortened at a word: what a listener would say back. */
function clauseToQuote(text: string): string | null {
  const best = text
    .split(CLAUSE)
    .map((clause) => clause.trim().replace(/[,，、،\s]+$/u, ''))
    .map((clause, index) => ({ clause, weight: contentWords(clause), first: index === 0 }))
    .filter(({ weight }) => weight >= MIN_CONTENT_WORDS)
    .sort((a, b) => leading(b) - leading(a))[0];
  if (!best) return null;
  return shortened(best.clause);
}

/**
 * The person's own words said back, in each of the ways the language has: when nothing they said is
 * recognised, this is how the companion shows it heard the very thing. Empty when there is nothing of
 * substance to say back.
 */
export function echoesOf(text: string, language: LanguageCode): string[] {
  if (classifyRisk(text).flagged) return [];
  const quote = clauseToQuote(text);
  return quote ? frames[language].map((frame) => frame.replace('{quote}', quote)) : [];
}

/**
 * A detail the rest of the reply does not say back (a nurse, a wedding, a cousin: words `covered` does
 * not know), in the person's own words: the clause with the most of them, when it has enough. Never a
 * question (the answer takes it up) nor anything that sounded like risk. Empty when there is none.
 */
export function detailEchoesOf(text: string, language: LanguageCode, covered: (word: string) => boolean): string[] {
  if (classifyRisk(text).flagged) return [];
  const best = (text.match(SENTENCE) ?? [])
    .filter((sentence) => !asksSomething(sentence, language) && !classifyRisk(sentence).flagged)
    .flatMap((sentence) => sentence.split(detailClauses.get(language) ?? CLAUSE))
    .map((clause) => (clause ?? '').trim().replace(/[,，、،\s]+$/u, ''))
    .filter((clause) => clause.length > 0)
    .map((clause) => ({ clause, weight: contentWords(clause, covered) }))
    .sort((a, b) => b.weight - a.weight)[0];
  if (!best || best.weight < MIN_DETAIL_WORDS) return [];
  return detailFrames[language].map((frame) => frame.replace('{quote}', shortened(best.clause)));
}

/**
 * The question asked, in the person's words, when it is about something the companion has no list for
 * (nerves, a debt, jealousy: a word `covered` does not know): said back before the answer, so the
 * answer is plainly about it, in each of the ways the language has. Empty when the question has no
 * such word, or sounded like risk.
 */
export function questionEchoesOf(text: string, language: LanguageCode, covered: (word: string) => boolean): string[] {
  if (classifyRisk(text).flagged) return [];
  const question = (text.match(SENTENCE) ?? []).find((sentence) => asksSomething(sentence, language));
  if (!question || classifyRisk(question).flagged) return [];
  const quote = question.trim().replace(/[?？؟!.。！\s]+$/u, '');
  if (contentWords(quote, covered) < 1) return [];
  return questionFrames[language].map((frame) => frame.replace('{quote}', shortened(quote)));
}
