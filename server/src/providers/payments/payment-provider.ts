import type { PaidPlanId, SubscriptionPlanId } from '@shared/plans';

export type PaymentsMode = 'test' | 'stripe';

export type HistoryStatus = 'Paid' | 'Active' | 'Refunded' | 'Failed' | 'Open';

/** A checkout session as the provider has it now: the only source of what was paid. */
export interface CheckoutFacts {
  id: string;
  /** The user and plan the server named when it created the session (Stripe: metadata). */
  userId: string | null;
  planId: PaidPlanId | null;
  status: 'open' | 'paid' | 'expired';
  /** The subscription the payment started (subscription checkouts). */
  subscriptionId: string | null;
  customerId: string | null;
  amountCents: number;
  currency: string;
  /** What identifies the payment in the history (an invoice, a payment intent, the session). */
  paymentId: string;
  paidAt: Date | null;
}

/** A subscription's current state at the provider (re-read, never taken from an event). */
export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  /** The user the server named in the subscription's metadata, when it did. */
  userId: string | null;
  /** Null when the price is none of the configured plans' prices. */
  planId: SubscriptionPlanId | null;
  /** The provider's status: 'active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', … */
  status: string;
  billingAnchor: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** A charge of a subscription: a paid renewal, a failed one, a proration. */
export interface InvoiceFacts {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  description: string;
  amountCents: number;
  currency: string;
  status: HistoryStatus;
  createdAt: Date;
}

/** What happened, in the provider's words, reduced to what the app acts on. `id` makes it idempotent. */
export type BillingEvent =
  | { id: string; type: 'checkout.completed'; checkoutId: string }
  | { id: string; type: 'subscription.changed'; subscriptionId: string }
  | { id: string; type: 'invoice.paid' | 'invoice.failed'; invoice: InvoiceFacts };

/** The result of changing a subscription: its new state and any charges the change made at once. */
export interface SubscriptionChange {
  subscription: SubscriptionFacts;
  invoices: InvoiceFacts[];
}

export interface HistoryEntry {
  date: Date;
  description: string;
  amountCents: number;
  currency: string;
  status: HistoryStatus;
}

/** Thrown for a webhook whose signature does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when a plan has no provider price configured. */
export class PlanNotForSaleError extends Error {
  constructor(planId: string) {
    super(`No price is configured for ${planId}`);
    this.name = 'PlanNotForSaleError';
  }
}

/** The only way the billing feature talks to a payment provider (Stripe, or the built-in test mode). */
export interface PaymentProvider {
  readonly mode: PaymentsMode;
  /** Creates the provider's customer for a user; null when the provider has none (test mode). */
  createCustomer(user: { id: string; email: string }): Promise<string | null>;
  /** Starts a checkout for a plan; answers the session's id and where to send the browser. */
  createCheckout(input: { userId: string; email: string; customerId: string | null; planId: PaidPlanId }): Promise<{
    id: string;
    url: string;
  }>;
  retrieveCheckout(id: string): Promise<CheckoutFacts | null>;
  retrieveSubscription(id: string): Promise<SubscriptionFacts | null>;
  cancelSubscription(id: string, atPeriodEnd: boolean): Promise<SubscriptionChange>;
  changeSubscriptionPlan(id: string, planId: SubscriptionPlanId): Promise<SubscriptionChange>;
  /** Where the customer manages billing. */
  portalUrl(customerId: string | null): Promise<string>;
  /** Newest first. */
  history(input: { userId: string; customerId: string | null }): Promise<HistoryEntry[]>;
  /** The verified webhook event, null for a type the app ignores; throws WebhookSignatureError. */
  webhookEvent(rawBody: Buffer, signature: string | undefined): BillingEvent | null;
}
