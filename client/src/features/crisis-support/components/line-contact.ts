import type { TFunction } from 'i18next';
import type { CrisisResource } from '@shared/crisis';
import { spokenNumbers } from '@shared/crisis-lines';
import type { LanguageCode } from '@shared/preferences';

/** The language each country's lines describe themselves in (their `contact` text). */
const countryLanguages: Record<string, LanguageCode> = {
  US: 'en', CA: 'en', GB: 'en', IE: 'en', ES: 'es', FR: 'fr', DE: 'de', IT: 'it', PT: 'pt', BR: 'pt',
  CN: 'zh', JP: 'ja', KR: 'ko', LB: 'ar', EG: 'ar', AE: 'ar',
};

/** The language a country's lines speak, for `lang` on their names (read aloud and drawn right). */
export const lineLanguage = (country: string | null): LanguageCode => (country ? countryLanguages[country] : undefined) ?? 'en';

/**
 * How to reach a line, in the reader's language: the line's own words when they are in it (they say
 * the most: a second number, what it costs), otherwise said again from its number, keyword and hours.
 */
export function lineContact(resource: CrisisResource, country: string | null, language: LanguageCode, t: TFunction<'crisis'>): string {
  if (lineLanguage(country) === language) return resource.contact;
  const number = (digits: string) => spokenNumbers[digits] ?? digits;
  let how: string;
  if (resource.call && resource.text === resource.call) how = t('line.callOrText', { number: number(resource.call) });
  else if (resource.call) how = t('line.callNumber', { number: number(resource.call) });
  else if (resource.text && resource.textBody) how = t('line.textKeyword', { keyword: resource.textBody, number: number(resource.text) });
  else if (resource.url) how = new URL(resource.url).hostname.replace(/^www\./, '');
  else return resource.contact;
  if (!resource.hours) return how;
  return `${how} (${resource.hours === '24/7' ? t('line.allDay') : resource.hours})`;
}
