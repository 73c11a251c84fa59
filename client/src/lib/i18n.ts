import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultLanguage, firstProductLanguage, productLanguage, textDirection, textKeyNamespace, type Namespace } from '@shared/i18n/languages';
import type { Text } from '@shared/i18n/text';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { pseudoLocale } from './pseudo-locale';

/** Where a language chosen on this device is kept, for the pages seen signed out. */
const STORAGE_KEY = 'solace.language';

// One chunk per language and namespace: a page fetches only its own texts, in one language.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../../../shared/i18n/locales/*/*.json');
const textsOf = (language: string, namespace: string) =>
  locales[`../../../shared/i18n/locales/${language}/${namespace}.json`]?.() ?? Promise.resolve({ default: {} });
// A language's texts that cannot be fetched (a connection cut mid-load) are shown in English rather than as keys.
const loadTexts = (language: string, namespace: string) =>
  textsOf(language, namespace).catch(() => textsOf(defaultLanguage, namespace));

export const i18n = i18next.createInstance();

/** The language chosen on this device (the public pages' switcher, onboarding), if any. */
function chosenLanguage(): LanguageCode | null {
  try {
    return productLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage off (private mode)
  }
}

/** The language chosen on this device, else the first of the browser's languages the product speaks; null if none. */
export function deviceLanguage(): LanguageCode | null {
  return chosenLanguage() ?? firstProductLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * The pseudo-locale build (`VITE_PSEUDO_LOCALE=1`, tests only) shows every English text accented and
 * lengthened, so a text that bypasses the layer or overflows its box is seen (tests/e2e/pseudo-locale.spec.ts).
 */
const pseudo = import.meta.env.VITE_PSEUDO_LOCALE === '1';

/**
 * Loads the texts for the browser's (or this device's chosen) language, then the page can draw.
 * `language`: a given one instead, as when the crisis page is drawn at build time (no browser there).
 */
export function startI18n(language?: LanguageCode): Promise<unknown> {
  if (pseudo) i18n.use(pseudoLocale);
  i18n.on('languageChanged', (changed) => {
    if (typeof document === 'undefined') return;
    const code = productLanguage(changed) ?? defaultLanguage;
    document.documentElement.lang = code;
    document.documentElement.dir = textDirection(code);
    document.title = i18n.t('meta.title');
  });
  return i18n
    .use(resourcesToBackend(loadTexts))
    .use(initReactI18next)
    .init({
      lng: pseudo ? defaultLanguage : (language ?? deviceLanguage() ?? defaultLanguage),
      postProcess: pseudo ? ['pseudo'] : false,
      supportedLngs: [...languageCodes],
      // Every language has every text (server/src/i18n/locales.test.ts), so English is never fetched beside another.
      fallbackLng: false,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes what it renders
      // A page redraws when texts it asked for arrive (a form's message in a namespace not yet fetched).
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
}

/** The language the page is in now. */
export const currentLanguage = (): LanguageCode => productLanguage(i18n.resolvedLanguage ?? i18n.language) ?? defaultLanguage;

/** Switches every text on the page at once, and remembers the choice on this device. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page only.
  }
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

/**
 * Fetches a page's texts alongside its code, so it draws in one go (see the router). Their files are
 * asked for at once, even before the first texts are in, which i18next would otherwise wait for.
 */
export function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  const language = i18n.isInitialized ? currentLanguage() : pseudo ? defaultLanguage : (deviceLanguage() ?? defaultLanguage);
  for (const name of names) void loadTexts(language, name);
  return i18n.loadNamespaces([...names]);
}

/**
 * Says a message that may be a text key (a shared schema's, such as a form's error); any other as it is.
 * A key whose texts are not here yet fetches them, and the component redraws once they arrive.
 */
export function useSayMessage(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => {
    const namespace = textKeyNamespace(message);
    if (!namespace) return message;
    if (i18n.exists(message)) return t(message as never);
    if (!i18n.hasLoadedNamespace(namespace)) void i18n.loadNamespaces(namespace);
    return '';
  };
}

/** Says a text that shared code decided (its key was checked where the text was made). */
export function useSayText(): (text: Text) => string {
  const { t } = useTranslation();
  return (text) => t(text.key as never, text.values ?? {});
}
