import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken, secondsAfter } from './tokens';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, stored as their sha256 hex', () => {
    const { token, hash } = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newOpaqueToken().token));
    expect(tokens.size).toBe(200);
  });

  it('hash the same token the same way and different tokens differently', () => {
    expect(hashToken('a-token-value-1234')).toBe(hashToken('a-token-value-1234'));
    expect(hashToken('a-token-value-1234')).not.toBe(hashToken('a-token-value-1235'));
  });

  it('computes expiry moments', () => {
    expect(secondsAfter(new Date('2026-01-01T00:00:00Z'), 3600).toISOString()).toBe('2026-01-01T01:00:00.000Z');
  });
});
