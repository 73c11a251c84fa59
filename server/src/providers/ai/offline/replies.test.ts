import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import type { ChatMessage } from '../ai-provider';
import { composeInsights, composeSummary } from './replies';
import { composeReply } from './listening/listener';
import { detectFeelings } from './feelings';

/** "I'm so stressed about work and I can't sleep", as people would say it. */
const stressedAndSleepless: Record<LanguageCode, string> = {
  en: "I'm so stressed about work and I can't sleep",
  es: 'Estoy muy estresada por el trabajo y no puedo dormir',
  fr: "Je suis tellement stressé par le travail et je n'arrive pas à dormir",
  de: 'Ich bin so gestresst von der Arbeit und kann nicht schlafen',
  it: 'Sono così stressato per il lavoro e non riesco a dormire',
  pt: 'Estou muito estressado com o trabalho e não consigo dormir',
  zh: '我工作压力很大，晚上睡不着',
  ja: '仕事のストレスがひどくて、夜も眠れません',
  ko: '일 때문에 스트레스가 너무 심하고 잠을 못 자요',
  ar: 'أشعر بضغط كبير في العمل ولا أستطيع النوم',
};

/** Something only a reply in that language would contain. */
const inLanguage: Record<LanguageCode, RegExp> = {
  en: /\byou\b/i,
  es: /¿.+\?/,
  fr: /\b(tu|te|toi)\b|t'/,
  de: /\b(du|dich|dir)\b/,
  it: /\b(che|il|la|un|una|di|per|ti)\b/,
  pt: /você|\bte\b|\bsi\b/,
  zh: /^[^a-z]*[\u4e00-\u9fff][^a-z]*$/i,
  ja: /[\u3040-\u30ff]/,
  ko: /[\uac00-\ud7af]/,
  ar: /^[^a-z]*[\u0600-\u06ff][^a-z]*$/i,
};

const sentences = (text: string) => text.split(/(?<=[.!?。？！؟])/u).filter((s) => s.trim() !== '');
const conversation = (...said: string[]): ChatMessage[] => [
  { role: 'system', content: 'You are a supportive companion.' },
  ...said.flatMap((content) => [{ role: 'user' as const, content }, { role: 'assistant' as const, content: 'Mm.' }]),
];

describe('offline replies', () => {
  it.each(languageCodes)('answers in %s, reflecting stress and sleeplessness, with one question', (language) => {
    const said = stressedAndSleepless[language];
    expect(detectFeelings(said, language)).toEqual(expect.arrayContaining(['stress', 'tiredness']));
    const reply = composeReply(conversation(said), language);
    expect(reply).toMatch(inLanguage[language]);
    const parts = sentences(reply);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.length).toBeLessThanOrEqual(6);
    expect(parts.filter((s) => /[?？؟]\s*$/.test(s))).toHaveLength(1);
    expect(parts.at(-1)).toMatch(/[?？؟]\s*$/);
  });

  it('reflects different feelings differently and opens warmly when none is named', () => {
    const sad = composeReply(conversation('I feel so sad and lonely since she left'), 'en');
    const angry = composeReply(conversation('I am furious with my boss'), 'en');
    const plain = composeReply(conversation('Today I went to the market'), 'en');
    expect(sad).toMatch(/low|painful/);
    expect(sad).toMatch(/alone|connection|loneliness/);
    expect(angry).toMatch(/frustrat|upset/);
    expect(new Set([sad, angry, plain]).size).toBe(3);
    expect(plain).toMatch(/listening|glad|Thank you/);
  });

  it('does not say the same thing two turns in a row', () => {
    const first = composeReply(conversation('Work is so stressful'), 'en');
    const second = composeReply(
      [...conversation('Work is so stressful').slice(0, 2), { role: 'assistant', content: first }, { role: 'user', content: 'Work is so stressful' }],
      'en',
    );
    expect(second).not.toBe(first);
    expect(sentences(second).at(-1)).not.toBe(sentences(first).at(-1));
  });

  it('reads hope only when nothing heavier is said', () => {
    expect(detectFeelings('I feel better and grateful today', 'en')).toEqual(['hope']);
    expect(detectFeelings('Estoy triste, nada me hace feliz', 'es')).toEqual(['sadness']);
    expect(detectFeelings('El fin de semana pasado fue tranquilo', 'es')).toEqual([]);
  });

  it('summarises what was talked about in the language of the person', () => {
    const messages = conversation('I am stressed about exams', 'The stress keeps me awake and I cannot sleep');
    expect(composeSummary(messages, 'en')).toBe('The conversation touched on stress and exhaustion.');
    expect(composeSummary(conversation('我压力很大'), 'zh')).toBe('这次对话谈到了压力。');
    expect(composeSummary(conversation('Estoy triste, con ansiedad y sin dormir'), 'es')).toBe(
      'La conversación trató sobre la preocupación, la tristeza y el cansancio.',
    );
    expect(composeSummary(conversation('Nothing much happened'), 'en')).toMatch(/share what was on your mind/);
  });

  it('builds wrap-up insights with a trend from how the person felt over time', () => {
    const improving = composeInsights(conversation('I feel hopeless and sad', 'I am anxious', 'Today was better', 'I feel happy and grateful'), 'en');
    expect(improving.trend).toBe('improving');
    expect(improving.insights.length).toBeGreaterThanOrEqual(2);
    expect(improving.recommendations.length).toBeGreaterThanOrEqual(2);
    expect(improving.summary).toMatch(/sadness|worry|hope/);
    expect(composeInsights(conversation('I feel great and happy', 'Now I am exhausted and sad'), 'en').trend).toBe('declining');
    expect(composeInsights(conversation('Hello'), 'fr')).toMatchObject({
      trend: 'stable',
      insights: ['Mettre des mots sur ses émotions est une habitude saine.'],
      recommendations: [expect.any(String), expect.any(String)],
    });
  });
});
