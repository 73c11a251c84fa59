import { languageCodes, type LanguageCode } from '@shared/preferences';

/** The first of the browser's languages ("es-MX", "pt-BR", "zh-Hant") that the companion speaks, else none. */
export function defaultLanguage(browserLanguages: readonly string[]): LanguageCode | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const found = languageCodes.find((code) => code === primary);
    if (found) return found;
  }
  return null;
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}
