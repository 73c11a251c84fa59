import type { LanguageCode } from '@shared/preferences';
import type { PhraseSet } from '../phrase-set';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { zh } from './zh';

/** Each language's phrase data, written for that language (not translated from one list). */
export const phraseSets: Record<LanguageCode, PhraseSet> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
