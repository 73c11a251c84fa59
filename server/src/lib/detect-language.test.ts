import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { detectLanguage, replyLanguage } from './detect-language';

/** What people write to a companion: a feeling, and a question. */
const written: Record<LanguageCode, readonly [string, string]> = {
  en: ["I'm so stressed about work and I can't sleep", 'What could I try tonight to calm down?'],
  es: ['Estoy muy estresada por el trabajo y no puedo dormir', '¿Qué puedo hacer esta noche para calmarme?'],
  fr: ["Je suis tellement stressé par le travail et je n'arrive pas à dormir", 'Que puis-je faire ce soir pour me calmer ?'],
  de: ['Ich bin so gestresst von der Arbeit und kann nicht schlafen', 'Was kann ich heute Abend tun, um mich zu beruhigen?'],
  it: ['Sono così stressato per il lavoro e non riesco a dormire', 'Cosa posso fare stasera per calmarmi?'],
  pt: ['Estou muito estressado com o trabalho e não consigo dormir', 'O que posso fazer hoje à noite para me acalmar?'],
  zh: ['我工作压力很大，晚上睡不着', '今晚我可以做什么来平静下来？'],
  ja: ['仕事のストレスがひどくて、夜も眠れません', '今夜落ち着くために何ができますか？'],
  ko: ['일 때문에 스트레스가 너무 심하고 잠을 못 자요', '오늘 밤 진정하려면 무엇을 할 수 있을까요?'],
  ar: ['أشعر بضغط كبير في العمل ولا أستطيع النوم', 'ماذا يمكنني أن أفعل الليلة لأهدأ؟'],
};

describe('detecting the language a person writes in', () => {
  it.each(languageCodes)('recognises %s', (language) => {
    for (const text of written[language]) expect(detectLanguage(text)).toBe(language);
  });

  it('tells short messages apart by their script, and short Latin ones when they are clear', () => {
    expect(detectLanguage('谢谢')).toBe('zh');
    expect(detectLanguage('ありがとう')).toBe('ja');
    expect(detectLanguage('寂しいです')).toBe('ja');
    expect(detectLanguage('고마워요')).toBe('ko');
    expect(detectLanguage('شكرا')).toBe('ar');
    expect(detectLanguage('Estoy triste')).toBe('es');
    expect(detectLanguage('Ich fühle mich einsam')).toBe('de');
    expect(detectLanguage('Mi sento solo')).toBe('it');
    expect(detectLanguage('Eu me sinto sozinho')).toBe('pt');
  });

  it('is unsure of a lone word, an emoji or a number', () => {
    for (const text of ['ok', 'Hi', 'hola', 'merci', 'ciao', 'olá', 'danke', 'no', '😢', '...', '123', '']) {
      expect(detectLanguage(text)).toBeNull();
    }
  });

  it('answers in the latest clear language, else the profile language', () => {
    expect(replyLanguage(['Estoy muy cansada hoy'], 'en')).toBe('es');
    expect(replyLanguage(['I feel so tired today'], 'es')).toBe('en');
    expect(replyLanguage(['Estoy muy cansada hoy', 'ok'], 'en')).toBe('es');
    expect(replyLanguage(['Estoy muy cansada hoy', 'Actually I would rather talk in English'], 'es')).toBe('en');
    expect(replyLanguage(['ok'], 'de')).toBe('de');
    expect(replyLanguage([], 'fr')).toBe('fr');
  });
});
