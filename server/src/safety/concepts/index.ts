import type { LanguageCode } from '@shared/preferences';
import type { ConceptSet } from '../concept-set';
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

/** Each language's ideas for the second reading, written for that language. */
export const conceptSets: Record<LanguageCode, ConceptSet> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
