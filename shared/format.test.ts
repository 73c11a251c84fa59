import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDuration, formatLongDate, formatMood, formatSessionTime, formatShortDay } from './format';

const HOUR = 3_600_000;

describe('formatDuration', () => {
  it('shows seconds under a minute', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(1)).toBe('1s');
    expect(formatDuration(59)).toBe('59s');
  });

  it('shows whole minutes alone and other minutes with seconds', () => {
    expect(formatDuration(60)).toBe('1m');
    expect(formatDuration(61)).toBe('1m 1s');
    expect(formatDuration(600)).toBe('10m');
    expect(formatDuration(3599)).toBe('59m 59s');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(3661)).toBe('1h 1m');
    expect(formatDuration(7325)).toBe('2h 2m');
  });

  it('rounds fractional seconds', () => {
    expect(formatDuration(59.4)).toBe('59s');
    expect(formatDuration(59.5)).toBe('1m');
    expect(formatDuration(0.4)).toBe('0s');
  });

  it('shows 0s for negative or non-finite input', () => {
    expect(formatDuration(-1)).toBe('0s');
    expect(formatDuration(-0.2)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0s');
  });
});

describe('formatLongDate and formatClockTime', () => {
  const at = new Date('2026-11-21T15:45:00Z');

  it('uses en-US forms with a plain space before AM/PM', () => {
    expect(formatLongDate(at, 'UTC')).toBe('November 21, 2026');
    expect(formatClockTime(at, 'UTC')).toBe('3:45 PM');
    expect(formatClockTime('2026-11-21T00:05:00Z', 'UTC')).toBe('12:05 AM');
    expect(formatClockTime(at, 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('accepts ISO text', () => {
    expect(formatLongDate('2026-11-21T15:45:00Z', 'UTC')).toBe('November 21, 2026');
  });

  it('applies the time zone, which can change the date', () => {
    const lateUtc = '2026-11-22T03:00:00Z';
    expect(formatLongDate(lateUtc, 'UTC')).toBe('November 22, 2026');
    expect(formatLongDate(lateUtc, 'America/Los_Angeles')).toBe('November 21, 2026');
    expect(formatClockTime(lateUtc, 'America/Los_Angeles')).toBe('7:00 PM');
    expect(formatClockTime(lateUtc, 'Asia/Tokyo')).toBe('12:00 PM');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatClockTime(at, 'Mars/Olympus_Mons')).toBe('3:45 PM');
    expect(formatLongDate('2026-11-22T03:00:00Z', 'Not a zone')).toBe('November 22, 2026');
  });

  it("uses the runtime's zone when none is given", () => {
    const runtime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);
    expect(formatClockTime(at)).toBe(runtime.replace(/[\u202f\u00a0]/g, ' '));
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatLongDate('not a date', 'UTC')).toBe('');
    expect(formatClockTime(new Date(Number.NaN), 'UTC')).toBe('');
  });
});

describe('formatSessionTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('shows the clock time within 24 hours', () => {
    expect(formatSessionTime(ago(0), now, 'UTC')).toBe('12:00 PM');
    expect(formatSessionTime(ago(24 * HOUR - 1), now, 'UTC')).toBe('12:00 PM');
  });

  it("shows 'Yesterday' from 24 hours up to 48 hours", () => {
    expect(formatSessionTime(ago(24 * HOUR), now, 'UTC')).toBe('Yesterday');
    expect(formatSessionTime(ago(48 * HOUR - 1), now, 'UTC')).toBe('Yesterday');
  });

  it('shows the long date from 48 hours on', () => {
    expect(formatSessionTime(ago(48 * HOUR), now, 'UTC')).toBe('November 21, 2026');
    expect(formatSessionTime('2026-01-02T08:00:00Z', now, 'UTC')).toBe('January 2, 2026');
  });

  it('formats the long date in the given zone', () => {
    expect(formatSessionTime('2026-11-20T03:00:00Z', now, 'America/New_York')).toBe('November 19, 2026');
  });

  it('shows the clock time for a time in the future (clock skew)', () => {
    expect(formatSessionTime(ago(-5 * 60_000), now, 'UTC')).toBe('12:05 PM');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatSessionTime('yesterday-ish', now, 'UTC')).toBe('');
  });
});

describe('formatMood', () => {
  it('shows one decimal', () => {
    expect(formatMood(3.456)).toBe('3.5');
    expect(formatMood(4)).toBe('4.0');
    expect(formatMood(3.44)).toBe('3.4');
    expect(formatMood(1.15)).toBe('1.2');
    expect(formatMood(-0.01)).toBe('0.0');
  });
});

describe('in the reader’s language', () => {
  const at = new Date('2026-11-21T15:45:00Z');

  it('writes durations with the language’s units', () => {
    expect(formatDuration(65, 'es')).toBe('1 min 5 s');
    expect(formatDuration(3720, 'de')).toBe('1 Std. 2 Min.');
    expect(formatDuration(0, 'ja')).toBe('0 秒');
  });

  it('writes dates, times, yesterday and mood scores as the language does', () => {
    expect(formatLongDate(at, 'UTC', 'es')).toBe('21 de noviembre de 2026');
    expect(formatClockTime(at, 'UTC', 'fr')).toBe('15:45');
    expect(formatSessionTime(at, new Date('2026-11-22T20:00:00Z'), 'UTC', 'es')).toBe('Ayer');
    expect(formatSessionTime(at, new Date('2026-11-22T20:00:00Z'), 'UTC', 'zh')).toBe('昨天');
    expect(formatMood(3.46, 'de')).toBe('3,5');
  });
});

describe('formatShortDay', () => {
  it('names a calendar day as a chart does, in the language, whatever the zone', () => {
    expect(formatShortDay('2026-11-28', 'en')).toBe('Nov 28');
    expect(formatShortDay('2026-11-28', 'es')).toBe('28 nov');
    expect(formatShortDay('2026-11-28', 'de')).toBe('28. Nov.');
    expect(formatShortDay('not a day', 'en')).toBe('');
  });
});
