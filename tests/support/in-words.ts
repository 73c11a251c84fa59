import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { say } from '../../server/src/i18n/translator';

/** Texts decided in shared code, as a person reading `language` sees them. */
export const inWords = (texts: readonly Text[], language: LanguageCode = 'en'): string[] => texts.map((text) => say(language, text));
