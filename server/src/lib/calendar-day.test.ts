import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, weekStart } from './calendar-day';

describe('calendar day', () => {
  it("is the user's date in their time zone", () => {
    const at = new Date('2026-11-21T03:30:00Z');
    expect(calendarDay(at, 'UTC')).toBe('2026-11-21');
    expect(calendarDay(at, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(calendarDay(new Date('2026-11-21T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-22');
    expect(calendarDay(at, 'Not/AZone')).toBe('2026-11-21');
  });
});

describe('days and weeks', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -29)).toBe('2026-10-25');
  });

  it('starts usage weeks on Sunday and wrap-up weeks on Monday', () => {
    // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
    expect(weekStart('2026-11-22', 'sunday')).toBe('2026-11-22');
    expect(weekStart('2026-11-21', 'sunday')).toBe('2026-11-15');
    expect(weekStart('2026-11-23', 'sunday')).toBe('2026-11-22');
    expect(weekStart('2026-11-22', 'monday')).toBe('2026-11-16');
    expect(weekStart('2026-11-23', 'monday')).toBe('2026-11-23');
    expect(weekStart('2026-11-29', 'monday')).toBe('2026-11-23');
  });

  it("finds the week from the user's own date, not UTC's", () => {
    // Sunday 02:00 UTC is still Saturday evening in New York: that week began the Sunday before.
    const at = new Date('2026-11-22T02:00:00Z');
    expect(weekStart(calendarDay(at, 'UTC'), 'sunday')).toBe('2026-11-22');
    expect(weekStart(calendarDay(at, 'America/New_York'), 'sunday')).toBe('2026-11-15');
  });
});
