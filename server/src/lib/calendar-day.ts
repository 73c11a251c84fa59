type DateFormat = 'day';

/** Made once per zone and format: building an `Intl.DateTimeFormat` costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const options: Record<DateFormat, { locale: string; fields: Intl.DateTimeFormatOptions }> = {
  day: { locale: 'en-CA', fields: { year: 'numeric', month: '2-digit', day: '2-digit' } },
};

/** The calendar day ('YYYY-MM-DD') of `at` in `timeZone`; an unknown zone counts as UTC. */
export function calendarDay(at: Date, timeZone: string): string {
  return formatter('day', timeZone).format(at);
}

function formatter(format: DateFormat, timeZone: string): Intl.DateTimeFormat {
  const key = `${format} ${timeZone}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  let created: Intl.DateTimeFormat;
  try {
    created = new Intl.DateTimeFormat(options[format].locale, { timeZone, ...options[format].fields });
  } catch {
    return formatter(format, 'UTC');
  }
  formatters.set(key, created);
  return created;
}

/** The calendar day `days` after `day` (before, when negative); both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first day of the week holding `day`: weeks start on Sunday for usage, on Monday for wrap-ups (SPEC section 9). */
export function weekStart(day: string, firstDay: 'sunday' | 'monday'): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const back = firstDay === 'sunday' ? weekday : (weekday + 6) % 7;
  return addDays(day, -back);
}
