import { describe, expect, it } from 'vitest';
import { defaultSessionTitle } from './default-title';

describe('the default session title', () => {
  const at = new Date('2026-11-21T03:30:00Z');

  it("is 'Session {date}' on the person's calendar", () => {
    expect(defaultSessionTitle(at, 'UTC', 'en')).toBe('Session November 21, 2026');
    expect(defaultSessionTitle(at, 'America/New_York', 'en')).toBe('Session November 20, 2026');
    expect(defaultSessionTitle(at, 'Not/AZone', 'en')).toBe('Session November 21, 2026');
  });

  it("is in the person's language, its date too", () => {
    expect(defaultSessionTitle(at, 'UTC', 'es')).toBe('Sesión del 21 de noviembre de 2026');
    expect(defaultSessionTitle(at, 'UTC', 'de')).toBe('Sitzung vom 21. November 2026');
    expect(defaultSessionTitle(at, 'Asia/Tokyo', 'ja')).toBe('2026年11月21日のセッション');
  });
});
