import { useTranslation } from 'react-i18next';
import { formatClockTime, formatDuration, formatLongDate, formatMood, formatSessionTime, formatShortDay } from '@shared/format';
import { currentLanguage } from './i18n';

/** Durations, dates, times and mood scores in the page's language; the component redraws when it changes. */
export function useFormat() {
  useTranslation(); // follows a change of language
  const language = currentLanguage();
  return {
    duration: (seconds: number) => formatDuration(seconds, language),
    longDate: (at: Date | string, timeZone?: string) => formatLongDate(at, timeZone, language),
    shortDay: (day: string) => formatShortDay(day, language),
    clockTime: (at: Date | string, timeZone?: string) => formatClockTime(at, timeZone, language),
    sessionTime: (at: Date | string, now: Date, timeZone?: string) => formatSessionTime(at, now, timeZone, language),
    mood: (score: number) => formatMood(score, language),
  };
}
