import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Two 'YYYY-MM-DD' days as a period in `language`: 'November 23 – November 29, 2026' in English (SPEC's
 * form), the language's own range elsewhere ('23–29 de noviembre de 2026').
 */
export function formatPeriod(start: string, end: string, language = 'en'): string {
  const from = utcDay(start);
  const to = utcDay(end);
  if (language === 'en') {
    const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
    return `${day.format(from)} – ${day.format(to)}, ${year.format(to)}`;
  }
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).formatRange(from, to);
}

/** A month ('2025-02') as 'February 2025', 'febrero de 2025'. */
export function formatMonth(month: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDay(`${month}-01`));
}

/** Periods in the page's language; the component redraws when it changes. */
export function usePeriodFormat() {
  useTranslation(); // follows a change of language
  const language = currentLanguage();
  return {
    period: (start: string, end: string) => formatPeriod(start, end, language),
    month: (month: string) => formatMonth(month, language),
  };
}
