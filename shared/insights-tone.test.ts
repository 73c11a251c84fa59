import { describe, expect, it } from 'vitest';
import { sessionInsights, type InsightMessage } from './insights';
import { sentimentLexicons, substringLanguages } from './insight-words';
import { languageCodes, type LanguageCode } from './preferences';

const user = (content: string): InsightMessage => ({ role: 'user', content });
const assistant = (content: string): InsightMessage => ({ role: 'assistant', content });
const toneOf = (...said: string[]) => sessionInsights(said.map(user));

/** A message of `positive` positive and `negative` negative words of the language's own lexicon. */
function messageOf(language: LanguageCode, positive: number, negative: number): string {
  const { positive: pos, negative: neg } = sentimentLexicons[language];
  const words = [...pos.slice(0, positive), ...neg.slice(0, negative)];
  return words.join(substringLanguages.includes(language) ? '。' : ' ');
}

describe('tone thresholds (SPEC: Positive above 0.2, Negative below -0.2) in every language', () => {
  it.each(languageCodes)('%s', (language) => {
    expect([toneOf(messageOf(language, 3, 2)).sentimentScore, toneOf(messageOf(language, 3, 2)).sentimentLabel]).toEqual([0.2, 'Neutral']);
    expect(toneOf(messageOf(language, 2, 1)).sentimentLabel).toBe('Positive');
    expect([toneOf(messageOf(language, 2, 3)).sentimentScore, toneOf(messageOf(language, 2, 3)).sentimentLabel]).toEqual([-0.2, 'Neutral']);
    expect(toneOf(messageOf(language, 1, 2)).sentimentLabel).toBe('Negative');
  });
});

/** "I'm not okay", "I can't cope anymore", "I'm no longer happy", as people write them. */
const negated: Record<LanguageCode, readonly string[]> = {
  en: ["I'm not okay", "honestly i can't cope", "I'm no longer happy", 'not feeling hopeful at all'],
  es: ['no estoy bien', 'ya no soy feliz', 'ya no aguanto', 'nunca estoy tranquila'],
  fr: ['je ne suis pas bien', 'je ne suis plus heureuse', "je n'ai plus d'espoir", 'pas du tout calme'],
  de: ['mir geht es nicht gut', 'ich bin nicht mehr glücklich', 'ich habe keine Hoffnung', 'nie entspannt'],
  it: ['non sto bene', 'non sono più felice', 'non sono mai tranquilla', 'non mi sento sereno'],
  pt: ['não estou bem', 'não estou mais feliz', 'nao to bem', 'nunca fico tranquila'],
  zh: ['我不开心', '我真的撑不住了', '我已经不再开心了', '最近不太好'],
  ja: ['全然大丈夫じゃない', 'もう耐えられない', '嬉しくない', '元気じゃない'],
  ko: ['괜찮지 않아요', '더는 못 버티겠어요', '행복하지 않아요', '기분이 안 좋아요'],
  ar: ['لست بخير', 'لم أعد سعيدا', 'لا أشعر بالراحة', 'مش مرتاح'],
};

describe('negation in every language', () => {
  it.each(languageCodes)('%s: a negated good word reads as low, never Positive', (language) => {
    for (const text of negated[language]) {
      const insights = toneOf(text);
      expect(insights.sentimentScore, text).toBeLessThan(0);
      expect(insights.sentimentLabel, text).toBe('Negative');
    }
  });

  it('a word that says nothing on its own counts only when negated: "ok, wait" is no mood, "not okay" a low one', () => {
    expect(toneOf('ok wait, can you remind me what I said').sentimentLabel).toBe('Neutral');
    expect(toneOf('I manage a team of five').sentimentLabel).toBe('Neutral');
    expect(toneOf('I am not okay').sentimentLabel).toBe('Negative');
  });

  it('ends at the clause: "No, I am happy now" is happy', () => {
    expect(toneOf('No, I am happy now.').sentimentLabel).toBe('Positive');
  });
});

describe('what came before counts', () => {
  it('a single upbeat closing line does not make a heavy session Positive', () => {
    const insights = toneOf(
      'I feel so sad and alone, nothing works.',
      'I am exhausted and scared about tomorrow.',
      'Thanks, I feel happy, calm, grateful and hopeful now!',
    );
    expect(insights.sentimentLabel).not.toBe('Positive');
  });

  it('a session that was good throughout stays Positive', () => {
    expect(toneOf('I am happy today.', 'The exam went great and I feel proud.', 'Grateful for my friends.').sentimentLabel).toBe('Positive');
  });

  it('weighs each message, so one long message does not drown the rest', () => {
    const insights = toneOf('happy happy happy happy happy happy', 'sad', 'sad');
    expect(insights.sentimentScore).toBeLessThan(0);
  });

  it('a session in which something sounded like risk is never Positive, whatever was said after', () => {
    const messages = [user('everyone would be better off without me'), assistant('I am glad you told me.'), user('thanks, I feel a bit better and hopeful now')];
    const withRisk = sessionInsights(messages, { riskDetected: true });
    expect(withRisk.sentimentLabel).toBe('Negative');
    expect(withRisk.sentimentScore).toBeLessThanOrEqual(-0.5);
    expect(withRisk.toneBarPercent).toBeLessThanOrEqual(25);
    expect(withRisk.topics).not.toEqual(expect.arrayContaining(['hopeful']));
    expect(sessionInsights(messages).topics).toContain('hopeful');
  });

  it('the companion\'s words never count', () => {
    const insights = sessionInsights([user('I went to the shop.'), assistant('That sounds wonderful, I am so happy and glad for you!')]);
    expect(insights.sentimentLabel).toBe('Neutral');
  });
});

/** Greetings, thanks and fillers in each language, around one real topic. */
const chatter: Record<LanguageCode, { text: string; topic: string }> = {
  en: { text: 'hi, hello hey thanks, okay so um the whole thing in front of my landlord, yeah', topic: 'landlord' },
  es: { text: 'hola, gracias, vale, ha sido una semana, pues mi casero otra vez', topic: 'casero' },
  fr: { text: 'bonjour, salut, merci, ouais bah enfin voilà, mon propriétaire encore', topic: 'propriétaire' },
  de: { text: 'hallo, danke, naja, es ist schon wieder so gewesen mit meinem Vermieter', topic: 'vermieter' },
  it: { text: 'ciao, grazie, boh, allora è stato così con il mio padrone di casa', topic: 'padrone' },
  pt: { text: 'oi, olá, obrigada, tipo né, tem sido assim com o meu senhorio', topic: 'senhorio' },
  zh: { text: '你好，谢谢，哈哈，其实房东又来了', topic: '房东' },
  ja: { text: 'こんにちは、ありがとう、うん、大家さんがまた来た', topic: '大家' },
  ko: { text: '안녕하세요 감사합니다 그런데 집주인이 또 왔어요', topic: '집주인' },
  ar: { text: 'مرحبا شكرا يعني المالك جاء مرة أخرى', topic: 'المالك' },
};

describe('topics', () => {
  it.each(languageCodes)('%s: greetings, thanks and fillers are never topics', (language) => {
    const { text, topic } = chatter[language];
    const topics = toneOf(text).topics;
    expect(topics).toContain(topic);
    for (const word of ['hi', 'hello', 'hola', 'sido', 'whole', 'front', 'gracias', 'bonjour', 'hallo', 'ciao', 'olá', '你好', 'こんにちは', '안녕하세요', 'مرحبا']) {
      expect(topics).not.toContain(word);
    }
  });

  it('never holds a word only the companion used', () => {
    const topics = sessionInsights([user('My landlord raised the rent again.'), assistant('You do not have to face loneliness alone.')]).topics;
    expect(topics).not.toContain('loneliness');
    expect(topics).toEqual(expect.arrayContaining(['landlord', 'raised', 'rent']));
  });
});

it('covers every product language', () => {
  expect(Object.keys(negated).sort()).toEqual([...languageCodes].sort());
});
