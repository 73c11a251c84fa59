import { languageEnglishNames, type LanguageCode } from '@shared/preferences';

/** A language's name in the page's language ("alemán" for German on a Spanish page); English where the browser has no names. */
export function languageNameIn(code: LanguageCode, pageLanguage: LanguageCode): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? languageEnglishNames[code];
  } catch {
    return languageEnglishNames[code];
  }
}

/** Whether a language's name in the page's language only repeats its own name ("Italiano" on an Italian page). */
export const sameName = (inPageLanguage: string, ownName: string, code: LanguageCode, pageLanguage: LanguageCode): boolean =>
  inPageLanguage.toLocaleLowerCase(pageLanguage) === ownName.toLocaleLowerCase(code);
