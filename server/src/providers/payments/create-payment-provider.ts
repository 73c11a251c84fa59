import type { Kysely } from 'kysely';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import { createStripePayments } from './stripe';
import { createTestModePayments, type TestModePayments } from './test-mode';

export interface Payments {
  provider: PaymentProvider;
  /** The test-mode provider's own operations (its checkout page, its renewals); null with Stripe. */
  testMode: TestModePayments | null;
}

/** Stripe when `STRIPE_SECRET_KEY` is set, else test mode. */
export function createPaymentProvider(config: Config, db: Kysely<Database>, now: () => Date): Payments {
  const { secretKey } = config.stripe;
  if (secretKey) return { provider: createStripePayments({ ...config.stripe, secretKey }, config.publicUrl), testMode: null };
  const testMode = createTestModePayments(db, now);
  return { provider: testMode, testMode };
}
