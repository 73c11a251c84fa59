import { languageCodes, type LanguageCode } from '../preferences';

/** The translated texts come in namespaces, one per feature, so a page loads only its own. */
export const namespaces = [
  'common',
  'landing',
  'crisis',
  'auth',
  'dashboard',
  'onboarding',
  'session',
  'history',
  'mood',
  'settings',
  'billing',
  'selfcare',
  'guides',
  'wrapups',
  'contact',
] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultLanguage: LanguageCode = 'en';

/** Languages written right to left. */
const rightToLeft: ReadonlySet<LanguageCode> = new Set(['ar']);

export const textDirection = (language: LanguageCode): 'rtl' | 'ltr' => (rightToLeft.has(language) ? 'rtl' : 'ltr');

/** The product language for a browser or header tag ('es-MX', 'zh-Hant-TW', 'AR_eg'), or null when none fits. */
export function productLanguage(tag: string | null | undefined): LanguageCode | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return languageCodes.find((code) => code === base) ?? null;
}

/** The first of a browser's languages the product speaks, or null when it speaks none of them. */
export const firstProductLanguage = (tags: readonly string[]): LanguageCode | null =>
  tags.map(productLanguage).find((code) => code !== null) ?? null;

/** A text key of a shared schema's message ('auth:messages.emailTaken'): its namespace, or null for any other message. */
export const textKeyNamespace = (message: string): string | null => /^(\w+):[\w.]+$/.exec(message)?.[1] ?? null;

/**
 * A number, price or address set inside a right-to-left sentence, kept left to right as one piece
 * ("49.99 US$", not "US 49.99$"): wrapped in a left-to-right isolate, without the marks `Intl` adds.
 */
export function keepLeftToRight(text: string, language: LanguageCode): string {
  return textDirection(language) === 'rtl' ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

/** Latin words and digits with what joins them on one line: spaces, dashes, brackets, dots, @, ?, =. */
const LEFT_TO_RIGHT_RUN = /[\p{Script=Latin}\d+(][\p{Script=Latin}\d \t\-–:./&'@?=_%()+]*[\p{Script=Latin}\d)]|[\p{Script=Latin}\d]/gu;

/**
 * In a right-to-left text, each run of digits and Latin words ("0120-279-338", "(02) 2327 2327",
 * "9:00–24:00", "800 HOPE", "help@example.org") kept left to right as one piece: otherwise a phone
 * number's groups read in reverse.
 * Left-to-right texts are returned as they are.
 */
export function isolateLeftToRight(text: string, language: LanguageCode): string {
  if (textDirection(language) !== 'rtl') return text;
  return text.replace(LEFT_TO_RIGHT_RUN, (run) => `\u2066${run}\u2069`);
}
