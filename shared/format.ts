/**
 * How durations, session times and mood scores are shown, in the reader's language (English as en-US,
 * SPEC's formats); `language` is a product language code.
 */

const HOUR_MS = 3_600_000;

const intlLocale = (language: string) => (language === 'en' ? 'en-US' : language);

/** One amount of a time unit: '5m' in English, '5 min' in Spanish, '5分' in Chinese. */
function unit(amount: number, name: 'hour' | 'minute' | 'second', language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: name,
    unitDisplay: language === 'en' ? 'narrow' : 'short',
  }).format(amount);
}

/** 'Ns' under a minute, 'Nm' on whole minutes, 'Nm Ns' otherwise, 'Xh Ym' from an hour on (in English). */
export function formatDuration(totalSeconds: number, language = 'en'): string {
  const total = Math.round(totalSeconds);
  // `!(total > 0)` also catches NaN, and -0 from rounding a small negative number.
  if (!Number.isFinite(total) || !(total > 0)) return unit(0, 'second', language);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${unit(hours, 'hour', language)} ${unit(minutes, 'minute', language)}`;
  if (minutes === 0) return unit(seconds, 'second', language);
  return seconds === 0 ? unit(minutes, 'minute', language) : `${unit(minutes, 'minute', language)} ${unit(seconds, 'second', language)}`;
}

interface Formatters {
  longDate: Intl.DateTimeFormat;
  shortDay: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
  yesterday: string;
}

// Building an Intl.DateTimeFormat is costly and a session list formats many times, so one pair per zone and language.
const formattersByKey = new Map<string, Formatters>();

function buildFormatters(language: string, timeZone: string | undefined): Formatters {
  const locale = intlLocale(language);
  const yesterday = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  return {
    longDate: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
    shortDay: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    clock: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
    // 'yesterday' heads a line: 'Yesterday', 'Ayer'.
    yesterday: yesterday.charAt(0).toLocaleUpperCase(locale) + yesterday.slice(1),
  };
}

function formattersFor(timeZone: string | undefined, language: string): Formatters {
  const key = `${language}|${timeZone ?? ''}`;
  let formatters = formattersByKey.get(key);
  if (!formatters) {
    try {
      formatters = buildFormatters(language, timeZone);
    } catch (error) {
      // An unknown zone name (a stale preference, say) shows UTC rather than breaking the page.
      if (!(error instanceof RangeError)) throw error;
      formatters = buildFormatters(language, 'UTC');
    }
    formattersByKey.set(key, formatters);
  }
  return formatters;
}

function toDate(at: Date | string): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Newer ICU puts a narrow no-break space (U+202F) before AM/PM; the design uses a plain space.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** The long date, e.g. 'November 21, 2026', '21 de noviembre de 2026'; '' for an invalid date. */
export function formatLongDate(at: Date | string, timeZone?: string, language = 'en'): string {
  const date = toDate(at);
  return date ? plainSpaces(formattersFor(timeZone, language).longDate.format(date)) : '';
}

/** A calendar day ('2026-11-28') as a chart names it, e.g. 'Nov 28', '28 nov'; '' for an invalid one. */
export function formatShortDay(day: string, language = 'en'): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? plainSpaces(formattersFor(undefined, language).shortDay.format(date)) : '';
}

/** The clock time, e.g. '3:45 PM', '15:45'; '' for an invalid date. */
export function formatClockTime(at: Date | string, timeZone?: string, language = 'en'): string {
  const date = toDate(at);
  return date ? plainSpaces(formattersFor(timeZone, language).clock.format(date)) : '';
}

/**
 * Within 24 h before `now`: clock time ('3:45 PM'); within 48 h: 'Yesterday'; otherwise the long date
 * ('November 21, 2026'). A time after `now` (clock skew) shows the clock time. '' for an invalid date.
 */
export function formatSessionTime(at: Date | string, now: Date, timeZone?: string, language = 'en'): string {
  const date = toDate(at);
  if (!date) return '';
  const age = now.getTime() - date.getTime();
  if (age < 24 * HOUR_MS) return formatClockTime(date, timeZone, language);
  if (age < 48 * HOUR_MS) return formattersFor(timeZone, language).yesterday;
  return formatLongDate(date, timeZone, language);
}

/** A mood score to one decimal: 3.456 → '3.5', 4 → '4.0' ('4,0' in Spanish). */
export function formatMood(score: number, language = 'en'): string {
  // Rounding first avoids binary surprises such as (1.15).toFixed(1) === '1.1'; `|| 0` never shows '-0.0'.
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(score * 10) / 10 || 0);
}
