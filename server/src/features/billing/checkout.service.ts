import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RedirectResponse, TestCheckoutSession, VerifyResponse } from '@shared/api/billing';
import { plans, type PaidPlanId } from '@shared/plans';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../plugins/error-handler';
import type { Payments } from '../../providers/payments/create-payment-provider';
import { PlanNotForSaleError } from '../../providers/payments/payment-provider';
import { findCustomerId, findOwnCheckout, insertCheckout, saveCustomerId } from './billing.repository';
import type { Fulfilment } from './fulfilment';
import { providerCall } from './provider-call';
import { subscriptionInForceOf } from './subscriptions.repository';

/** Not in SPEC: a second subscription would bill twice, so the existing one is changed instead. */

const RETURN_PAGE = '/dashboard/payment-success';
const successUrl = (sessionId: string, planId: PaidPlanId) =>
  `${RETURN_PAGE}?payment=success&session_id=${encodeURIComponent(sessionId)}${planId === '24hour_pass' ? '&type=24hour_pass' : ''}`;

export interface CheckoutServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  payments: Payments;
  fulfilment: Fulfilment;
  /** Brings test-mode subscriptions up to now before a read. */
  syncTestMode: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** Starting a checkout, the return page's verify, and the test-mode checkout page. */
export function createCheckoutService({ db, now, payments, fulfilment, syncTestMode, log }: CheckoutServiceDeps) {
  const { provider, testMode } = payments;

  async function customerFor(user: { id: string; email: string }): Promise<string | null> {
    const stored = await findCustomerId(db, user.id, provider.mode);
    if (stored) return stored;
    const created = await provider.createCustomer(user);
    return created && saveCustomerId(db, { userId: user.id, provider: provider.mode, customerId: created });
  }

  /** The user's own test-mode checkout; 404 in Stripe mode and for anyone else's. */
  async function ownTestCheckout(userId: string, id: string) {
    const row = testMode ? await findOwnCheckout(db, userId, id) : undefined;
    if (!testMode || !row || row.provider !== 'test') throw notFound();
    return { testMode, row };
  }

  return {
    async start(user: { id: string; email: string }, planId: PaidPlanId): Promise<RedirectResponse> {
      if (planId !== '24hour_pass') {
        await syncTestMode(user.id);
        if (await subscriptionInForceOf(db, user.id)) throw new AppError('conflict', 409, { key: 'billing:messages.alreadySubscribed' });
      }
      const started = await providerCall(log, { key: 'billing:messages.checkoutFailed' }, async () => {
        try {
          return await provider.createCheckout({ userId: user.id, email: user.email, customerId: await customerFor(user), planId });
        } catch (error) {
          if (error instanceof PlanNotForSaleError) throw new AppError('validation_failed', 400, { key: 'billing:messages.invalidPlan' });
          throw error;
        }
      });
      await insertCheckout(db, {
        id: started.id,
        provider: provider.mode,
        user_id: user.id,
        plan_id: planId,
        amount_cents: plans[planId].price.cents,
        created_at: now(),
      });
      return { url: started.url };
    },

    /** Asks the provider what the session is now and, if paid, fulfils it (once, whoever comes first). */
    async verify(userId: string, sessionId: string): Promise<VerifyResponse> {
      const row = await findOwnCheckout(db, userId, sessionId);
      if (!row) throw notFound();
      const checkout = await providerCall(log, { key: 'billing:messages.paymentError' }, () => provider.retrieveCheckout(sessionId));
      if (!checkout || (checkout.userId && checkout.userId !== userId)) throw notFound();
      if (checkout.status === 'paid') await fulfilment.fulfilCheckout(checkout);
      return { status: checkout.status, planId: row.plan_id };
    },

    async testCheckout(userId: string, id: string): Promise<TestCheckoutSession> {
      const { row } = await ownTestCheckout(userId, id);
      const plan = plans[row.plan_id];
      return { id: row.id, planId: row.plan_id, planName: plan.name, amountCents: row.amount_cents, interval: plan.price.interval ?? 'day', status: row.status };
    },

    /** Test mode's Pay: the payment becomes an event, fulfilled by the same code as a Stripe webhook. */
    async payTestCheckout(userId: string, id: string): Promise<RedirectResponse> {
      const { testMode: test, row } = await ownTestCheckout(userId, id);
      if (row.status === 'expired') throw new AppError('invalid_state', 409, { key: 'billing:messages.paymentError' });
      // A second subscription checkout left open while another was bought must not become a second subscription.
      if (row.status === 'open' && row.plan_id !== '24hour_pass' && (await subscriptionInForceOf(db, userId))) {
        throw new AppError('conflict', 409, { key: 'billing:messages.alreadySubscribed' });
      }
      await fulfilment.handle(await test.pay(id));
      return { url: successUrl(id, row.plan_id) };
    },

    async cancelTestCheckout(userId: string, id: string): Promise<RedirectResponse> {
      const { testMode: test } = await ownTestCheckout(userId, id);
      await test.expire(id);
      return { url: `${RETURN_PAGE}?payment=cancelled` };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
