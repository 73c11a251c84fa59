import type { TFunction } from 'i18next';
import type { CrisisResource } from '@shared/crisis';
import { spokenNumbers } from '@shared/crisis-lines';
import { isolateLeftToRight } from '@shared/i18n/languages';
import type { LanguageCode } from '@shared/preferences';

/**
 * How to reach a line, in the reader's language: the line's own words when they are in it (they say
 * the most: a second number, what it costs), otherwise said again from its number, keyword and hours.
 * In Arabic, numbers and hours stay left to right, so nobody dials a number read backwards.
 */
export function lineContact(resource: CrisisResource, language: LanguageCode, t: TFunction<'crisis'>): string {
  return isolateLeftToRight(contactIn(resource, language, t), language);
}

function contactIn(resource: CrisisResource, language: LanguageCode, t: TFunction<'crisis'>): string {
  if ((resource.language ?? 'en') === language) return resource.contact;
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
