import { describe, expect, it } from 'vitest';
import { defaultTimezone } from './default-timezone';

describe('defaultTimezone', () => {
  it("uses the browser's zone when it is offered", () => {
    expect(defaultTimezone('Europe/Paris', 'UTC')).toBe('Europe/Paris');
  });

  it('keeps the current zone when the browser reports one we do not offer', () => {
    expect(defaultTimezone('Australia/Sydney', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(defaultTimezone(undefined, 'UTC')).toBe('UTC');
  });
});
