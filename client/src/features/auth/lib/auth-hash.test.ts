import { describe, expect, it } from 'vitest';
import { readAuthHash } from './auth-hash';

describe('readAuthHash', () => {
  it('reads a recovery link', () => {
    expect(readAuthHash('#type=recovery&token=abc123')).toEqual({ token: 'abc123', isRecovery: true });
  });

  it('reads a confirmation link', () => {
    expect(readAuthHash('#token=xyz')).toEqual({ token: 'xyz', isRecovery: false });
  });

  it('reports a missing or blank token', () => {
    expect(readAuthHash('')).toEqual({ token: null, isRecovery: false });
    expect(readAuthHash('#type=recovery&token=%20')).toEqual({ token: null, isRecovery: true });
  });
});
