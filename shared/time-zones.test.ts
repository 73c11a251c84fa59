import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneNames } from './time-zones';

describe('time zones', () => {
  it('accepts every zone people live in, not only a short list', () => {
    for (const zone of ['Europe/Madrid', 'America/Toronto', 'Asia/Kolkata', 'Asia/Calcutta', 'Australia/Sydney', 'America/Argentina/Buenos_Aires', 'UTC']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses names that are no zone', () => {
    for (const value of ['Mars/Olympus', '', 'Europe/Madrid; drop table users', 'Europe/' + 'x'.repeat(80), '../../etc/passwd']) {
      expect(isTimeZone(value), value).toBe(false);
    }
  });

  it('offers hundreds of zones to pick from, UTC first, each one accepted', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names.length).toBeGreaterThan(300);
    expect(names.filter((zone) => !isTimeZone(zone))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("lists places by today's names (Kolkata, Kyiv), not the older ones some browsers keep", () => {
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']));
    expect(names).not.toContain('Asia/Calcutta');
  });
});
