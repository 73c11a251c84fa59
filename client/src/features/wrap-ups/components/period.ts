const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

/** 'November 23 – November 29, 2026' from two 'YYYY-MM-DD' days. */
export function formatPeriod(start: string, end: string): string {
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${end}T00:00:00Z`);
  return `${dayFormat.format(from)} – ${dayFormat.format(to)}, ${yearFormat.format(to)}`;
}
