import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource } from 'i18next';
import { defaultLanguage, productLanguage, textKeyNamespace } from '@shared/i18n/languages';
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

/** Words for a key of the texts; the keys are checked where they are written (`Text`, `TextKey`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The texts of one language. */
export const translator = (language: LanguageCode): Translate =>
  // The client's typed keys (client/src/i18next.d.ts) reach the type check through client files some
  // tests import, and narrow i18next's `t` to the client's keys; here a key is any checked text's.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  i18n.getFixedT(language) as unknown as Translate;

/** A text decided in shared code, in words. */
export const say = (language: LanguageCode, text: Text): string => translator(language)(text.key, text.values ?? {});

/** A message that may be a text key (a shared schema's), in words; any other message as it is. */
export const sayMessage = (language: LanguageCode, message: string): string =>
  textKeyNamespace(message) && i18n.exists(message, { lng: language }) ? translator(language)(message) : message;

/** A text in the language the request asks for. */
export const sayTo = (request: { headers: { 'accept-language'?: string } }, text: Text): string =>
  say(requestLanguage(request.headers['accept-language']), text);

/** The language a request asks for (`Accept-Language`), the first one the product speaks. */
export function requestLanguage(header: string | undefined): LanguageCode {
  for (const part of header?.split(',') ?? []) {
    const language = productLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return defaultLanguage;
}
