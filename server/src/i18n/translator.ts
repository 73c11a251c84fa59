import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TFunction } from 'i18next';
import { defaultLanguage, productLanguage } from '@shared/i18n/languages';
import type { Text } from '@shared/i18n/text';
import { languageCodes, type LanguageCode } from '@shared/preferences';

const localesDir = fileURLToPath(new URL('../../../shared/i18n/locales/', import.meta.url));

/** Every language's texts, read once at start: a server speaks to everyone. */
function readResources(): Resource {
  const resources: Resource = {};
  for (const language of languageCodes) {
    const files = readdirSync(`${localesDir}${language}`).filter((name) => name.endsWith('.json'));
    resources[language] = Object.fromEntries(
      files.map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(`${localesDir}${language}/${name}`, 'utf8'))]),
    );
  }
  return resources;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: readResources(),
  initAsync: false,
  supportedLngs: [...languageCodes],
  fallbackLng: defaultLanguage,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // emails escape what they put in HTML themselves
});

/** The texts of one language. */
export const translator = (language: LanguageCode): TFunction => i18n.getFixedT(language);

/** A text decided in shared code, in words. */
export const say = (language: LanguageCode, text: Text): string => translator(language)(text.key, text.values ?? {});

/** The language a request asks for (`Accept-Language`), the first one the product speaks. */
export function requestLanguage(header: string | undefined): LanguageCode {
  for (const part of header?.split(',') ?? []) {
    const language = productLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return defaultLanguage;
}
