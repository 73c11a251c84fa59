import { currentName, isTimeZone } from '@shared/time-zones';

/** The browser's own time zone (by its place's current name) when it names one, else what the profile already has. */
export function defaultTimezone(browserZone: string | undefined, current: string): string {
  return browserZone && isTimeZone(browserZone) ? currentName(browserZone) : current;
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
