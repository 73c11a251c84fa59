import type { LanguageCode } from '@shared/preferences';
import type { ListeningPack } from './listening-pack';
import { englishListening } from './en';
import { spanishListening } from './es';
import { frenchListening } from './fr';
import { germanListening } from './de';
import { italianListening } from './it';
import { portugueseListening } from './pt';
import { chineseListening } from './zh';
import { japaneseListening } from './ja';
import { koreanListening } from './ko';
import { arabicListening } from './ar';

export const listeningPacks: Record<LanguageCode, ListeningPack> = {
  en: englishListening,
  es: spanishListening,
  fr: frenchListening,
  de: germanListening,
  it: italianListening,
  pt: portugueseListening,
  zh: chineseListening,
  ja: japaneseListening,
  ko: koreanListening,
  ar: arabicListening,
};
