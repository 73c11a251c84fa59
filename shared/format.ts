/** How durations, session times and mood scores are shown (en-US). */

const HOUR_MS = 3_600_000;

/** 'Ns' under a minute, 'Nm' on whole minutes, 'Nm Ns' otherwise, 'Xh Ym' from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const total = Math.round(totalSeconds);
  // `!(total > 0)` also catches NaN, and -0 from rounding a small negative number.
  if (!Number.isFinite(total) || !(total > 0)) return '0s';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes === 0) return `${seconds}s`;
  return seconds === 0 ? `${minutes}m` : `${minutes}m ${seconds}s`;
}

interface Formatters {
  longDate: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
}

// Building an Intl.DateTimeFormat is costly and a session list formats many times, so one pair per zone.
const formattersByZone = new Map<string, Formatters>();
const RUNTIME_ZONE = '';

function buildFormatters(timeZone: string | undefined): Formatters {
  return {
    longDate: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
    clock: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
  };
}

function formattersFor(timeZone: string | undefined): Formatters {
  const key = timeZone ?? RUNTIME_ZONE;
  let formatters = formattersByZone.get(key);
  if (!formatters) {
    try {
      formatters = buildFormatters(timeZone);
    } catch (error) {
      // An unknown zone name (a stale preference, say) shows UTC rather than breaking the page.
      if (!(error instanceof RangeError)) throw error;
      formatters = buildFormatters('UTC');
    }
    formattersByZone.set(key, formatters);
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

/** The en-US long date, e.g. 'November 21, 2026'; '' for an invalid date. */
export function formatLongDate(at: Date | string, timeZone?: string): string {
  const date = toDate(at);
  return date ? plainSpaces(formattersFor(timeZone).longDate.format(date)) : '';
}

/** The en-US clock time, e.g. '3:45 PM'; '' for an invalid date. */
export function formatClockTime(at: Date | string, timeZone?: string): string {
  const date = toDate(at);
  return date ? plainSpaces(formattersFor(timeZone).clock.format(date)) : '';
}

/**
 * Within 24 h before `now`: clock time ('3:45 PM'); within 48 h: 'Yesterday'; otherwise the en-US long
 * date ('November 21, 2026'). A time after `now` (clock skew) shows the clock time. '' for an invalid date.
 */
export function formatSessionTime(at: Date | string, now: Date, timeZone?: string): string {
  const date = toDate(at);
  if (!date) return '';
  const age = now.getTime() - date.getTime();
  if (age < 24 * HOUR_MS) return formatClockTime(date, timeZone);
  if (age < 48 * HOUR_MS) return 'Yesterday';
  return formatLongDate(date, timeZone);
}

/** A mood score to one decimal: 3.456 → '3.5', 4 → '4.0'. */
export function formatMood(score: number): string {
  // Rounding before toFixed avoids binary surprises such as (1.15).toFixed(1) === '1.1'.
  return (Math.round(score * 10) / 10).toFixed(1);
}
