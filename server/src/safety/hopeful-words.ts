import { sentimentLexicons, substringLanguages } from '@shared/insight-words';
import type { LanguageCode } from '@shared/preferences';
import { escapeRegExp } from '@shared/escape-regexp';

/** Upbeat framing beyond the sentiment lexicons' feeling words. */
const framing: Record<LanguageCode, readonly string[]> = {
  en: ['hopeful', 'hope', 'optimistic', 'positive', 'bright', 'brighter', 'uplifting', 'encouraging', 'cheerful', 'upbeat'],
  es: ['esperanza', 'esperanzador', 'optimista', 'positivo', 'positiva', 'alentador', 'luminoso'],
  fr: ['espoir', 'optimiste', 'positif', 'positive', 'encourageant', 'lumineux'],
  de: ['hoffnung', 'hoffnungsvoll', 'optimistisch', 'positiv', 'ermutigend', 'zuversichtlich'],
  it: ['speranza', 'ottimista', 'positivo', 'positiva', 'incoraggiante'],
  pt: ['esperança', 'otimista', 'positivo', 'positiva', 'encorajador', 'animador'],
  zh: ['希望', '乐观', '积极', '正面', '鼓舞'],
  ja: ['希望', '前向き', 'ポジティブ', '楽観'],
  ko: ['희망', '긍정', '낙관'],
  ar: ['أمل', 'متفائل', 'تفاؤل', 'إيجابي', 'إيجابية'],
};

function wordsOf(language: LanguageCode): string[] {
  return [...framing[language], ...sentimentLexicons[language].positive];
}

/**
 * Whether a text frames things hopefully or brightly, in its language or in English: any positive
 * feeling word or upbeat framing. Used to keep a summary of a session with risk plain.
 */
export function soundsHopeful(text: string, language: LanguageCode): boolean {
  const lower = text.normalize('NFC').toLocaleLowerCase();
  const languages: LanguageCode[] = language === 'en' ? ['en'] : [language, 'en'];
  return languages.some((code) =>
    wordsOf(code).some((word) =>
      substringLanguages.includes(code) ? lower.includes(word) : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(lower),
    ),
  );
}
