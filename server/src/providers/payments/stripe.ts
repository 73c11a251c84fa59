import Stripe from 'stripe';
import type { StripeConfig } from '../../config/env';
import { plans, type PaidPlanId, type SubscriptionPlanId } from './plan-ids';
import {
  PlanNotForSaleError,
  WebhookSignatureError,
  type BillingEvent,
  type PaymentProvider,
  type SubscriptionChange,
} from './payment-provider';
import { toCheckoutFacts, toHistory, toInvoiceFacts, toSubscriptionFacts } from './stripe-objects';

/** The SDK client; `apiBase` points it elsewhere (tests: the local fake). Also used by `npm run stripe:setup`. */
export function stripeClient(config: { secretKey: string; apiBase?: string | undefined }): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Stripe Checkout, subscriptions, the customer portal, invoices and charges, and signed webhooks. */
export function createStripePayments(config: StripeConfig & { secretKey: string }, publicUrl: string): PaymentProvider {
  const stripe = stripeClient(config);
  const priceOf = (planId: PaidPlanId) => {
    const price = config.prices[planId];
    if (!price) throw new PlanNotForSaleError(planId);
    return price;
  };
  const subscriptionFacts = (subscription: Stripe.Subscription) => toSubscriptionFacts(subscription, config.prices);
  const changed = (subscription: Stripe.Subscription): SubscriptionChange => ({ subscription: subscriptionFacts(subscription), invoices: [] });

  return {
    mode: 'stripe',

    async createCustomer(user) {
      // The key makes a retried first checkout reuse the customer Stripe already made.
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckout({ userId, customerId, planId }) {
      const metadata = { userId, planId };
      const pass = planId === '24hour_pass';
      const returnPage = `${publicUrl}/dashboard/payment-success`;
      const session = await stripe.checkout.sessions.create({
        mode: pass ? 'payment' : 'subscription',
        line_items: [{ price: priceOf(planId), quantity: 1 }],
        ...(customerId && { customer: customerId }),
        client_reference_id: userId,
        metadata,
        ...(pass
          ? { payment_intent_data: { description: plans[planId].name, metadata } }
          : { subscription_data: { metadata } }),
        success_url: `${returnPage}?payment=success&session_id={CHECKOUT_SESSION_ID}${pass ? '&type=24hour_pass' : ''}`,
        cancel_url: `${returnPage}?payment=cancelled`,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id) {
      const session = await orNull(stripe.checkout.sessions.retrieve(id));
      return session && toCheckoutFacts(session);
    },

    async retrieveSubscription(id) {
      const subscription = await orNull(stripe.subscriptions.retrieve(id));
      return subscription && subscriptionFacts(subscription);
    },

    async cancelSubscription(id, atPeriodEnd) {
      return changed(
        atPeriodEnd ? await stripe.subscriptions.update(id, { cancel_at_period_end: true }) : await stripe.subscriptions.cancel(id),
      );
    },

    async changeSubscriptionPlan(id, planId: SubscriptionPlanId) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      return changed(
        await stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: priceOf(planId) }],
          proration_behavior: 'always_invoice',
          cancel_at_period_end: false,
          metadata: { planId },
        }),
      );
    },

    async portalUrl(customerId) {
      if (!customerId) throw new Error('No Stripe customer to open the portal for');
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${publicUrl}/dashboard/usage` });
      return session.url;
    },

    async history({ customerId }) {
      if (!customerId) return [];
      const [invoices, charges] = await Promise.all([
        stripe.invoices.list({ customer: customerId, limit: 50 }),
        stripe.charges.list({ customer: customerId, limit: 50 }),
      ]);
      return toHistory(invoices.data, charges.data);
    },

    webhookEvent(rawBody, signature) {
      if (!config.webhookSecret || !signature) throw new WebhookSignatureError('Missing webhook secret or signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return toBillingEvent(event);
    },
  };
}

/** The events the app acts on; any other type is acknowledged and ignored. */
function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    return { id: event.id, type: 'checkout.completed', checkoutId: event.data.object.id };
  }
  if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    return { id: event.id, type: 'subscription.changed', subscriptionId: event.data.object.id };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const failed = event.type === 'invoice.payment_failed';
    return { id: event.id, type: failed ? 'invoice.failed' : 'invoice.paid', invoice: toInvoiceFacts({ ...invoice, id: invoice.id ?? '' }, failed) };
  }
  return null;
}
