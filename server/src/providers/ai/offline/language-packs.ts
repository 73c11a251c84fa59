import type { LanguageCode } from '@shared/preferences';
import type { LanguagePack } from './language-pack';
import { english } from './languages/en';
import { spanish } from './languages/es';
import { french } from './languages/fr';
import { german } from './languages/de';
import { italian } from './languages/it';
import { portuguese } from './languages/pt';
import { chinese } from './languages/zh';
import { japanese } from './languages/ja';
import { korean } from './languages/ko';
import { arabic } from './languages/ar';

export const languagePacks: Record<LanguageCode, LanguagePack> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  it: italian,
  pt: portuguese,
  zh: chinese,
  ja: japanese,
  ko: korean,
  ar: arabic,
};
