import { describe, expect, it } from 'vitest';
import { calendarDay, defaultSessionTitle } from './calendar-day';

describe('calendar day', () => {
  it("is the user's date in their time zone", () => {
    const at = new Date('2026-11-21T03:30:00Z');
    expect(calendarDay(at, 'UTC')).toBe('2026-11-21');
    expect(calendarDay(at, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(calendarDay(new Date('2026-11-21T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-22');
    expect(calendarDay(at, 'Not/AZone')).toBe('2026-11-21');
  });

  it("titles sessions 'Session {date}' and chats 'Chat Session {date}'", () => {
    const at = new Date('2026-11-21T03:30:00Z');
    expect(defaultSessionTitle('session', at, 'UTC')).toBe('Session November 21, 2026');
    expect(defaultSessionTitle('chat', at, 'America/New_York')).toBe('Chat Session November 20, 2026');
  });
});
