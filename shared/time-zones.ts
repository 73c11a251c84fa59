/**
 * Time zones by their IANA names ("Europe/Madrid", "Asia/Kolkata", "UTC"): any the runtime's Intl knows
 * is accepted, so nobody is saved as UTC because their zone was missing from a short list. The
 * databases (Postgres and PGlite) know every name Intl lists.
 */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Older names some browsers still list, and the names people know the places by now. */
const renamed: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
};

/** A zone by the name people know its place by now ("Asia/Calcutta" -> "Asia/Kolkata"), where the runtime knows it. */
export function currentName(zone: string): string {
  const now = renamed[zone];
  return now && isTimeZone(now) ? now : zone;
}

/** Every zone a person can pick, UTC first, by today's names. */
export function timeZoneNames(): string[] {
  const listed = Intl.supportedValuesOf('timeZone').map(currentName);
  return ['UTC', ...new Set(listed.filter((zone) => zone !== 'UTC'))];
}
