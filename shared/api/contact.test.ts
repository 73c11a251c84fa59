import { describe, expect, it } from 'vitest';
import { supportHours } from './contact';

describe('supportHours', () => {
  it('names Pacific time as it is on the day: PST in winter, PDT in summer', () => {
    expect(supportHours(new Date('2026-01-15T12:00:00Z'))).toBe('Monday-Friday, 9am-5pm PST');
    expect(supportHours(new Date('2026-07-15T12:00:00Z'))).toBe('Monday-Friday, 9am-5pm PDT');
    expect(supportHours(new Date('2026-11-27T12:00:00Z'))).toBe('Monday-Friday, 9am-5pm PST');
  });
});
