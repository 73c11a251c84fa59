import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutSessionsTable, Database, SubscriptionsTable } from '../../db/database';
import { isSubscriptionPlanId } from './plan-ids';
import type { BillingEvent, CheckoutFacts, PaymentProvider, SubscriptionFacts } from './payment-provider';
import { dueTestEvents, newTestSubscription, testSubscriptionAt } from './test-mode-lifecycle';

/** The embedded default: the app's own checkout page, no real charge, the same fulfilment as Stripe's. */
export interface TestModePayments extends PaymentProvider {
  readonly mode: 'test';
  /** Marks an open checkout paid (a subscription checkout starts its subscription) and answers its event. */
  pay(checkoutId: string): Promise<BillingEvent>;
  /** A checkout abandoned on its page: it can no longer be paid. */
  expire(checkoutId: string): Promise<void>;
  /** Renewals and ends of subscriptions whose period is over by now (all users', or one user's). */
  dueEvents(userId?: string): Promise<BillingEvent[]>;
}

/** Stripe-like ids, so logs and the history read the same in both modes. */
const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const toCheckoutFacts = (row: Selectable<CheckoutSessionsTable>): CheckoutFacts => ({
  id: row.id,
  userId: row.user_id,
  planId: row.plan_id,
  status: row.status,
  subscriptionId: row.provider_subscription_id,
  customerId: null,
  amountCents: row.amount_cents,
  currency: row.currency,
  paymentId: row.id,
  paidAt: row.paid_at,
});

const toSubscriptionFacts = (row: Selectable<SubscriptionsTable>): SubscriptionFacts => ({
  id: row.provider_subscription_id,
  customerId: row.provider_customer_id,
  userId: row.user_id,
  planId: row.plan_id,
  status: row.status,
  billingAnchor: row.billing_anchor,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
});

/** Its state is the app's own tables: checkout_sessions and subscriptions rows of provider 'test'. */
export function createTestModePayments(db: Kysely<Database>, now: () => Date): TestModePayments {
  const checkoutRow = (id: string) =>
    db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('provider', '=', 'test').executeTakeFirst();

  async function storedSubscription(id: string): Promise<SubscriptionFacts | null> {
    const row = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', 'test')
      .where('provider_subscription_id', '=', id)
      .executeTakeFirst();
    if (row) return toSubscriptionFacts(row);
    // Paid but not yet fulfilled: the subscription is what the payment started.
    const checkout = await db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('provider', '=', 'test')
      .where('provider_subscription_id', '=', id)
      .executeTakeFirst();
    if (!checkout?.paid_at || !isSubscriptionPlanId(checkout.plan_id)) return null;
    return newTestSubscription({ id, userId: checkout.user_id, planId: checkout.plan_id, paidAt: checkout.paid_at });
  }

  async function current(id: string): Promise<SubscriptionFacts> {
    const stored = await storedSubscription(id);
    if (!stored) throw new Error(`No test-mode subscription ${id}`);
    return testSubscriptionAt(stored, now());
  }

  return {
    mode: 'test',
    createCustomer: async () => null,
    createCheckout: async () => {
      const id = testId('cs');
      return { id, url: `/billing/test-checkout/${id}` };
    },
    retrieveCheckout: async (id) => {
      const row = await checkoutRow(id);
      return row ? toCheckoutFacts(row) : null;
    },
    retrieveSubscription: async (id) => {
      const stored = await storedSubscription(id);
      return stored && testSubscriptionAt(stored, now());
    },
    async cancelSubscription(id, atPeriodEnd) {
      const subscription = await current(id);
      return {
        subscription: atPeriodEnd ? { ...subscription, cancelAtPeriodEnd: true } : { ...subscription, status: 'canceled', cancelAtPeriodEnd: false },
        invoices: [],
      };
    },
    // No proration in test mode: the new plan is in force at once and is charged from the next renewal,
    // its periods counted from the end of the one already paid.
    async changeSubscriptionPlan(id, planId) {
      const subscription = await current(id);
      const changed = subscription.planId === planId ? {} : { planId, billingAnchor: subscription.currentPeriodEnd };
      return { subscription: { ...subscription, ...changed, cancelAtPeriodEnd: false }, invoices: [] };
    },
    portalUrl: async () => '/dashboard/usage#subscription',
    async history({ userId }) {
      const rows = await db
        .selectFrom('payments')
        .select(['created_at', 'description', 'amount_cents', 'currency', 'status'])
        .where('user_id', '=', userId)
        .where('provider', '=', 'test')
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => ({ date: r.created_at, description: r.description, amountCents: r.amount_cents, currency: r.currency, status: r.status }));
    },
    webhookEvent() {
      throw new Error('Test mode takes no webhooks');
    },

    async pay(checkoutId) {
      const row = await checkoutRow(checkoutId);
      const subscriptionId = row && isSubscriptionPlanId(row.plan_id) ? testId('sub') : null;
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'paid', paid_at: now(), provider_subscription_id: subscriptionId })
        .where('id', '=', checkoutId)
        .where('status', '=', 'open')
        .execute();
      // One id per checkout: paying twice delivers the same event, which applies once.
      return { id: `evt_test_checkout_${checkoutId}`, type: 'checkout.completed', checkoutId };
    },
    async expire(checkoutId) {
      await db.updateTable('checkout_sessions').set({ status: 'expired' }).where('id', '=', checkoutId).where('status', '=', 'open').execute();
    },
    async dueEvents(userId) {
      let query = db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', 'test')
        .where('status', 'in', ['active', 'trialing', 'past_due'])
        .where('current_period_end', '<=', now())
        .orderBy('current_period_end')
        .limit(100);
      if (userId) query = query.where('user_id', '=', userId);
      const rows = await query.execute();
      return rows.flatMap((row) => dueTestEvents(toSubscriptionFacts(row), now()));
    },
  };
}
