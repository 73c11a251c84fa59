import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id and a fresh salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verify only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horsE')).toBe(false);
  });

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('take about as long for an unknown account as for a real check', async () => {
    const stored = await hashPassword('correct horse');
    await verifyAgainstDummy('warm-up');
    // The fastest of three runs each, so a busy machine does not decide the outcome.
    const fastest = async (check: () => Promise<boolean>) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        expect(await check()).toBe(false);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    const real = await fastest(() => verifyPassword(stored, 'wrong'));
    const dummy = await fastest(() => verifyAgainstDummy('wrong'));
    expect(dummy).toBeGreaterThan(real / 4);
  });
});
