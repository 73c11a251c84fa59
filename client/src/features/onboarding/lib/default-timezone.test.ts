import { describe, expect, it } from 'vitest';
import { defaultTimezone } from './default-timezone';

describe('defaultTimezone', () => {
  it("uses the browser's zone, whichever it is", () => {
    expect(defaultTimezone('Europe/Paris', 'UTC')).toBe('Europe/Paris');
    expect(defaultTimezone('Australia/Sydney', 'UTC')).toBe('Australia/Sydney');
    expect(defaultTimezone('Asia/Kolkata', 'UTC')).toBe('Asia/Kolkata');
    expect(defaultTimezone('Asia/Calcutta', 'UTC')).toBe('Asia/Kolkata');
  });

  it('keeps the current zone when the browser reports none, or no zone at all', () => {
    expect(defaultTimezone(undefined, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(defaultTimezone('Not/AZone', 'UTC')).toBe('UTC');
  });
});
