import type { WebSocket } from 'ws';
import { productLanguage } from '@shared/i18n/languages';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { requestLanguage, say, sayMessage } from '../../i18n/translator';

/** The query parameter the client gives its page's language in (`/api/realtime?lang=es`). */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language of the page that opened a socket: the one it names in the address, else the upgrade
 * request's `Accept-Language` (English when it names none the product speaks); null when it says
 * neither (not a browser), and the profile's language, if known, is spoken.
 */
export function pageLanguage(request: { query: unknown; headers: { 'accept-language'?: string } }): LanguageCode | null {
  const query = typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, unknown>) : {};
  const named = query[LANGUAGE_PARAM];
  const header = request.headers['accept-language'];
  return productLanguage(typeof named === 'string' ? named : null) ?? (header ? requestLanguage(header) : null);
}

const languages = new WeakMap<WebSocket, LanguageCode>();

/** Remembers the language of the page behind a socket, so whatever speaks through it (its session too) says it. */
export function rememberLanguage(socket: WebSocket, language: LanguageCode | null): void {
  if (language) languages.set(socket, language);
}

/** The language of the page behind a socket; undefined for one not remembered. */
export function languageOf(socket: WebSocket | null): LanguageCode | undefined {
  return socket ? languages.get(socket) : undefined;
}

/** A message a person reads: a text, or a text key (any other string as it is), in `language`. */
export function sayIn(language: LanguageCode, message: Text | string): string {
  return typeof message === 'string' ? sayMessage(language, message) : say(language, message);
}
