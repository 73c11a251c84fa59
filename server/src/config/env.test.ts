import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-config-')),
  AUTH_SECRET: 'a'.repeat(48),
  SMTP_URL: 'smtp://mail.example:25',
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

describe('mail in production', () => {
  it('refuses to start without SMTP: nobody could confirm an account', () => {
    expect(() => loadConfig(production({ SMTP_URL: '', STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow(/in production, mail needs SMTP_URL/);
  });

  it('starts without it only when that is asked for, and says so', () => {
    const config = loadConfig(production({ SMTP_URL: '', STRIPE_SECRET_KEY: 'sk_test_1', MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true' }));
    expect(config.mailMissingInProduction).toBe(true);
    expect(loadConfig(production({ STRIPE_SECRET_KEY: 'sk_test_1' })).mailMissingInProduction).toBe(false);
  });
});

it('the commands (migrate, re-encrypt, reports) start in production without Stripe or mail: they take no payment and send nothing', () => {
  expect(() => loadConfig(production({ SMTP_URL: '' }), { serving: false })).not.toThrow();
});

