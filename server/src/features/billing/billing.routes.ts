import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider';
import { createCheckoutService } from './checkout.service';
import { checkoutRoutes } from './checkout.routes';
import { createFulfilment } from './fulfilment';
import { createSubscriptionService } from './subscription.service';
import { subscriptionRoutes } from './subscription.routes';
import { createTestModeRenewals, RENEWAL_JOB_INTERVAL_MS } from './test-mode-renewals';
import { createUsageService } from './usage.service';
import { webhookRoutes } from './webhook.routes';

/** Plans and payments: usage, checkout, subscriptions, history and the Stripe webhook (issue #17). */
export async function billingRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const { db, now } = context;
  const payments = createPaymentProvider(context.config, db, now);
  const fulfilment = createFulfilment({ db, provider: payments.provider, now, log: app.log });
  const renewals = createTestModeRenewals(payments.testMode, fulfilment, app.log);
  const syncTestMode = (userId: string) => renewals.sync(userId);
  const log = app.log;

  await app.register(checkoutRoutes, { checkout: createCheckoutService({ db, now, payments, fulfilment, syncTestMode, log }) });
  await app.register(subscriptionRoutes, {
    subscriptions: createSubscriptionService({ db, payments, fulfilment, syncTestMode, log }),
    usage: createUsageService({ db, now, syncTestMode }),
  });
  await app.register(webhookRoutes, { provider: payments.provider, fulfilment });
  if (payments.provider.mode === 'stripe' && !context.config.stripe.webhookSecret) {
    log.warn('STRIPE_WEBHOOK_SECRET is not set: every Stripe webhook will be refused (verify on the return page still fulfils)');
  }

  // Tests move the clock themselves and read through the routes, which renew first; a job on the real
  // clock would renew other tests' subscriptions in a shared database.
  if (payments.testMode && context.config.env !== 'test') {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = renewals.start(RENEWAL_JOB_INTERVAL_MS);
    });
    app.addHook('onClose', async () => stop?.());
  }
}
