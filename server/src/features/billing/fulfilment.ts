import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { plans } from '@shared/plans';
import type { Database } from '../../db/database';
import type {
  BillingEvent,
  CheckoutFacts,
  InvoiceFacts,
  PaymentProvider,
  SubscriptionChange,
  SubscriptionFacts,
} from '../../providers/payments/payment-provider';
import { claimCheckout, recordEvent, userOfCustomer } from './billing.repository';
import { profilePlan } from './profile-plan';
import { extendPass, findSubscriptionOwner, lockPlanInputs, recordPayment, saveSubscription, setProfilePlan } from './subscriptions.repository';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FulfilmentDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The one place a payment changes a plan, whoever reports it: a Stripe webhook, the return page's verify,
 * a test-mode payment or renewal. What was paid is always read from the provider (never from the browser,
 * never from an event's possibly stale copy of a subscription); an event is applied once, in the same
 * transaction as its changes, and a checkout is fulfilled once whichever path gets there first.
 */
export function createFulfilment({ db, provider, now, log }: FulfilmentDeps) {
  const source = provider.mode;

  /** Opens the transaction: false when the event was applied before. The profile row is locked first. */
  async function begin(trx: Kysely<Database>, event: BillingEvent | undefined, userId: string, at: Date): Promise<boolean> {
    if (event && !(await recordEvent(trx, { id: event.id, provider: source, type: event.type, at }))) return false;
    const { profile } = await lockPlanInputs(trx, userId);
    return profile !== undefined;
  }

  async function settlePlan(trx: Kysely<Database>, userId: string, at: Date): Promise<void> {
    const { profile, subscription } = await lockPlanInputs(trx, userId);
    const current = subscription ? { planId: subscription.plan_id, status: subscription.status } : null;
    await setProfilePlan(trx, userId, profilePlan({ subscription: current, passExpiresAt: profile?.pass_expires_at ?? null, now: at }), at);
  }

  const invoicePayment = (userId: string, invoice: InvoiceFacts) => ({
    user_id: userId,
    provider: source,
    provider_payment_id: invoice.id,
    description: invoice.description,
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    created_at: invoice.createdAt,
  });

  async function ownerOf(subscription: SubscriptionFacts): Promise<string | null> {
    // Metadata can be edited in Stripe's dashboard: only a well-formed user id is looked at.
    const named = subscription.userId && USER_ID.test(subscription.userId) ? subscription.userId : null;
    return (
      (await findSubscriptionOwner(db, source, subscription.id)) ??
      named ??
      (subscription.customerId ? await userOfCustomer(db, source, subscription.customerId) : null)
    );
  }

  async function fulfilCheckout(checkout: CheckoutFacts, event?: BillingEvent): Promise<void> {
    if (checkout.status !== 'paid') return;
    const subscription = checkout.subscriptionId ? await provider.retrieveSubscription(checkout.subscriptionId) : null;
    const at = now();
    await db.transaction().execute(async (trx) => {
      if (event && !(await recordEvent(trx, { id: event.id, provider: source, type: event.type, at }))) return;
      const claimed = await claimCheckout(trx, checkout.id, at);
      if (!claimed) return; // fulfilled before, or a session this app never started
      if (checkout.userId && checkout.userId !== claimed.user_id) {
        log.error({ checkoutId: checkout.id }, 'billing: the provider names another user for this checkout; not fulfilled');
        return;
      }
      const userId = claimed.user_id;
      if (!(await begin(trx, undefined, userId, at))) return;
      if (claimed.plan_id === '24hour_pass') await extendPass(trx, userId, at);
      else if (subscription) {
        const planId = subscription.planId ?? claimed.plan_id;
        await saveSubscription(trx, { ...subscription, subscriptionId: subscription.id, planId, userId, provider: source, at });
      }
      await recordPayment(trx, {
        user_id: userId,
        provider: source,
        provider_payment_id: checkout.paymentId,
        description: plans[claimed.plan_id].name,
        amount_cents: checkout.amountCents,
        currency: checkout.currency,
        status: 'Paid',
        created_at: checkout.paidAt ?? at,
      });
      await settlePlan(trx, userId, at);
    });
  }

  /** Applies a subscription's state (and any invoices with it) to its owner. */
  async function applySubscription(subscription: SubscriptionFacts, invoices: InvoiceFacts[], event?: BillingEvent): Promise<void> {
    const userId = await ownerOf(subscription);
    const planId = subscription.planId;
    if (!userId || !planId) {
      log.warn({ subscriptionId: subscription.id }, 'billing: a subscription of no known user or plan; ignored');
      return;
    }
    const at = now();
    await db.transaction().execute(async (trx) => {
      if (!(await begin(trx, event, userId, at))) return;
      await saveSubscription(trx, { ...subscription, subscriptionId: subscription.id, planId, userId, provider: source, at });
      for (const invoice of invoices) await recordPayment(trx, invoicePayment(userId, invoice));
      await settlePlan(trx, userId, at);
    });
  }

  async function applyInvoice(invoice: InvoiceFacts, event: BillingEvent): Promise<void> {
    // A renewal or a failed charge moves the subscription on: its current state comes with the invoice.
    const subscription = invoice.subscriptionId ? await provider.retrieveSubscription(invoice.subscriptionId) : null;
    if (subscription) return applySubscription(subscription, [invoice], event);
    const userId = invoice.customerId ? await userOfCustomer(db, source, invoice.customerId) : null;
    if (!userId) return;
    const at = now();
    await db.transaction().execute(async (trx) => {
      if (await begin(trx, event, userId, at)) await recordPayment(trx, invoicePayment(userId, invoice));
    });
  }

  return {
    fulfilCheckout,
    /** The result of the app's own change (cancel, change plan), as the provider answered it. */
    applyChange: (change: SubscriptionChange) => applySubscription(change.subscription, change.invoices),

    /** Applies a provider event once, re-reading what it is about. */
    async handle(event: BillingEvent): Promise<void> {
      switch (event.type) {
        case 'checkout.completed': {
          const checkout = await provider.retrieveCheckout(event.checkoutId);
          if (checkout) await fulfilCheckout(checkout, event);
          return;
        }
        case 'subscription.changed': {
          const subscription = await provider.retrieveSubscription(event.subscriptionId);
          if (subscription) await applySubscription(subscription, [], event);
          return;
        }
        case 'invoice.paid':
        case 'invoice.failed':
          return applyInvoice(event.invoice, event);
      }
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
