import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { asksSomething } from './questions';

/** A question as typed, one as spoken (no question mark), and a statement that is not a question. */
const said: Record<LanguageCode, { typed: string; spoken: string; statement: string }> = {
  en: { typed: 'What could I try tonight to calm down?', spoken: 'how do i stop worrying so much', statement: 'I had a long day at work and I feel tired' },
  es: { typed: '¿Qué puedo hacer esta noche para calmarme?', spoken: 'cómo hago para dormir mejor', statement: 'Hoy tuve un día largo y estoy cansada' },
  fr: { typed: 'Que puis-je faire ce soir pour me calmer ?', spoken: "qu'est-ce que je peux faire pour dormir", statement: "J'ai eu une longue journée et je suis fatigué" },
  de: { typed: 'Was kann ich heute Abend tun, um mich zu beruhigen?', spoken: 'wie kann ich besser schlafen', statement: 'Ich hatte einen langen Tag und bin müde' },
  it: { typed: 'Cosa posso fare stasera per calmarmi?', spoken: 'come faccio a dormire meglio', statement: 'Ho avuto una lunga giornata e sono stanco' },
  pt: { typed: 'O que posso fazer hoje à noite para me acalmar?', spoken: 'como eu faço para dormir melhor', statement: 'Tive um dia longo e estou cansado' },
  zh: { typed: '今晚我可以做什么来平静下来？', spoken: '我怎么才能睡得好一点', statement: '今天工作了很久，我很累' },
  ja: { typed: '今夜落ち着くために何ができますか？', spoken: 'どうすればよく眠れるでしょうか', statement: '今日は長い一日で、疲れました' },
  ko: { typed: '오늘 밤 진정하려면 무엇을 할 수 있을까요?', spoken: '잠을 잘 자려면 어떻게 해야 할까요', statement: '오늘 하루가 길어서 피곤해요' },
  ar: { typed: 'ماذا يمكنني أن أفعل الليلة لأهدأ؟', spoken: 'كيف أستطيع أن أنام بشكل أفضل', statement: 'كان يومي طويلا وأنا متعب' },
};

describe('hearing a question', () => {
  it.each(languageCodes)('in %s, typed or spoken, and not in a statement', (language) => {
    const { typed, spoken, statement } = said[language];
    expect(asksSomething(typed, language)).toBe(true);
    expect(asksSomething(spoken, language)).toBe(true);
    expect(asksSomething(statement, language)).toBe(false);
  });

  it('finds a question word after a pause, but not inside another word', () => {
    expect(asksSomething('Okay, what should I do now', 'en')).toBe(true);
    expect(asksSomething('I went to an island', 'en')).toBe(false);
    expect(asksSomething('Somehow I feel better', 'en')).toBe(false);
  });
});
