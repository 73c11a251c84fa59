import { formatLongDate } from '@shared/format';
import type { LanguageCode } from '@shared/preferences';
import { say } from '../../i18n/translator';

/**
 * The default session title, 'Session {date}', in the person's language and on their calendar; one name
 * from either screen (the list tells voice from text by the session's type). An unknown zone counts as UTC.
 */
export function defaultSessionTitle(at: Date, timeZone: string, language: LanguageCode): string {
  let date: string;
  try {
    date = formatLongDate(at, timeZone, language);
  } catch {
    date = formatLongDate(at, 'UTC', language);
  }
  return say(language, { key: 'session:defaultTitle', values: { date } });
}
