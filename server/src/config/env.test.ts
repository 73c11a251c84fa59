import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-config-')),
  AUTH_SECRET: 'a'.repeat(48),
  ...extra,
});

describe('payments in production', () => {
  it('refuse to start without Stripe: test-mode payments would give Premium away', () => {
    expect(() => loadConfig(production())).toThrow(/in production, payments need STRIPE_SECRET_KEY/);
    expect(() => loadConfig(production({ PAYMENTS_TEST_MODE: 'false' }))).toThrow(/PAYMENTS_TEST_MODE=true/);
  });

  it('run test mode only when it is asked for, and say so', () => {
    expect(loadConfig(production({ PAYMENTS_TEST_MODE: 'true' })).paymentsTestModeInProduction).toBe(true);
  });

  it('with Stripe, or outside production, start as before', () => {
    expect(loadConfig(production({ STRIPE_SECRET_KEY: 'sk_test_123' })).paymentsTestModeInProduction).toBe(false);
    expect(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-config-')) }).paymentsTestModeInProduction).toBe(false);
  });
});
