import type { LanguageCode } from '@shared/preferences';
import type { WrapUpPhrases } from './wrap-up-phrases';
import { englishWrapUp } from './en';
import { spanishWrapUp } from './es';
import { frenchWrapUp } from './fr';
import { germanWrapUp } from './de';
import { italianWrapUp } from './it';
import { portugueseWrapUp } from './pt';
import { chineseWrapUp } from './zh';
import { japaneseWrapUp } from './ja';
import { koreanWrapUp } from './ko';
import { arabicWrapUp } from './ar';

export const wrapUpPhrases: Record<LanguageCode, WrapUpPhrases> = {
  en: englishWrapUp,
  es: spanishWrapUp,
  fr: frenchWrapUp,
  de: germanWrapUp,
  it: italianWrapUp,
  pt: portugueseWrapUp,
  zh: chineseWrapUp,
  ja: japaneseWrapUp,
  ko: koreanWrapUp,
  ar: arabicWrapUp,
};
