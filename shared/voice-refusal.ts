import type { SpeechAvailability } from './api/health';
import type { Text } from './i18n/text';
import type { LanguageCode } from './preferences';

/**
 * Why a voice call in `language` could not be understood, in the person's words (never the operator's
 * fix), or null when it can: such a call is not offered, and the server refuses it rather than meter it.
 * Apart from the schemas, so the pages that offer a call do not fetch the schema library for it.
 */
export function voiceCallRefusal(speech: SpeechAvailability, language: LanguageCode): Text | null {
  if (!speech.available) return { key: 'voice.unavailable' };
  if (speech.languages && !speech.languages.includes(language)) return { key: 'voice.unavailableInLanguage' };
  return null;
}
