import { timezones, type Timezone } from '@shared/preferences';

function isOffered(zone: string | undefined): zone is Timezone {
  return (timezones as readonly string[]).includes(zone ?? '');
}

/** The browser's own time zone when it is one we offer, else what the profile already has. */
export function defaultTimezone(browserZone: string | undefined, current: Timezone): Timezone {
  return isOffered(browserZone) ? browserZone : current;
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
