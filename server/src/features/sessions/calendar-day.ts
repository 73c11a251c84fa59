const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') of `at` in `timeZone`; an unknown zone counts as UTC. */
export function calendarDay(at: Date, timeZone: string): string {
  return formatter(timeZone).format(at);
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let created: Intl.DateTimeFormat;
  try {
    created = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return formatter('UTC');
  }
  formatters.set(timeZone, created);
  return created;
}

/** SPEC's default session title: 'Session {date}' ('Chat Session {date}' from /dashboard/chat), en-US long date. */
export function defaultSessionTitle(surface: 'session' | 'chat', at: Date, timeZone: string): string {
  let date: string;
  try {
    date = at.toLocaleDateString('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  } catch {
    date = at.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  }
  return surface === 'chat' ? `Chat Session ${date}` : `Session ${date}`;
}
