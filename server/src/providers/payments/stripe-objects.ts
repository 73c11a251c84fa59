import { isPaidPlanId, isSubscriptionPlanId, plans, type PaidPlanId, type SubscriptionPlanId } from './plan-ids';
import type { CheckoutFacts, HistoryEntry, HistoryStatus, InvoiceFacts, SubscriptionFacts } from './payment-provider';

// The parts of Stripe's objects the app reads, as structural types: Stripe's own types fit them, and this
// file (unit-testable mapping) needs no SDK. API version 2025-03-31 and later: periods live on the items,
// an invoice names its subscription under `parent.subscription_details`.

type Ref = string | { id: string } | null | undefined;
type Metadata = Record<string, string> | null | undefined;

export interface StripeCheckoutSessionLike {
  id: string;
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  metadata: Metadata;
  customer: Ref;
  subscription: Ref;
  invoice: Ref;
  payment_intent: Ref;
  amount_total: number | null;
  currency: string | null;
}

export interface StripeSubscriptionLike {
  id: string;
  status: string;
  customer: Ref;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  billing_cycle_anchor: number;
  items: { data: { id: string; price: { id: string }; current_period_end: number }[] };
}

export interface StripeInvoiceLike {
  id?: string;
  status: string | null;
  customer: Ref;
  amount_paid: number;
  amount_due: number;
  attempt_count: number;
  currency: string;
  created: number;
  description: string | null;
  lines: { data: { description: string | null }[] };
  parent: { subscription_details: { subscription: Ref } | null } | null;
}

export interface StripeChargeLike {
  description: string | null;
  metadata: Metadata;
  amount: number;
  currency: string;
  created: number;
  refunded: boolean;
  status: string;
}

export type PriceIds = Record<PaidPlanId, string | undefined>;

export const idOf = (ref: Ref): string | null => (ref === null || ref === undefined ? null : typeof ref === 'string' ? ref : ref.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function toCheckoutFacts(session: StripeCheckoutSessionLike): CheckoutFacts {
  const paid = session.payment_status === 'paid' || (session.payment_status === 'no_payment_required' && session.status === 'complete');
  const planId = session.metadata?.planId;
  return {
    id: session.id,
    userId: session.metadata?.userId ?? session.client_reference_id,
    planId: planId && isPaidPlanId(planId) ? planId : null,
    status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentId: idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id,
    paidAt: null,
  };
}

/** The plan a subscription is on: its price's plan, else the plan its metadata names. */
export function toSubscriptionFacts(subscription: StripeSubscriptionLike, prices: PriceIds): SubscriptionFacts {
  const item = subscription.items.data[0];
  const byPrice = (Object.keys(prices) as PaidPlanId[]).find((id) => item && prices[id] === item.price.id);
  const named = subscription.metadata?.planId;
  const planId: SubscriptionPlanId | null =
    byPrice && isSubscriptionPlanId(byPrice) ? byPrice : named && isSubscriptionPlanId(named) ? named : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    planId,
    status: subscription.status,
    billingAnchor: fromUnix(subscription.billing_cycle_anchor),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.billing_cycle_anchor),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function invoiceStatus(invoice: StripeInvoiceLike): HistoryStatus {
  if (invoice.status === 'paid') return 'Paid';
  if (invoice.status === 'open') return invoice.attempt_count > 0 ? 'Failed' : 'Open';
  return 'Failed';
}

export function toInvoiceFacts(invoice: StripeInvoiceLike & { id: string }, failed = false): InvoiceFacts {
  const status = failed ? 'Failed' : invoiceStatus(invoice);
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
    description: invoice.description ?? invoice.lines.data[0]?.description ?? 'Subscription payment',
    amountCents: status === 'Paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    createdAt: fromUnix(invoice.created),
  };
}

function chargeStatus(charge: StripeChargeLike): HistoryStatus {
  if (charge.refunded) return 'Refunded';
  return charge.status === 'succeeded' ? 'Paid' : charge.status === 'failed' ? 'Failed' : 'Open';
}

/**
 * Invoices (subscriptions) and the pass's charges, newest first. Charges that paid an invoice are left
 * out (the invoice is their row): only charges the pass checkout marked with its plan are kept.
 */
export function toHistory(invoices: StripeInvoiceLike[], charges: StripeChargeLike[]): HistoryEntry[] {
  const fromInvoices = invoices
    .filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void')
    .map((invoice) => {
      const facts = toInvoiceFacts({ ...invoice, id: invoice.id ?? '' });
      return { date: facts.createdAt, description: facts.description, amountCents: facts.amountCents, currency: facts.currency, status: facts.status };
    });
  const fromCharges = charges
    .filter((charge) => charge.metadata?.planId === '24hour_pass')
    .map((charge) => ({
      date: fromUnix(charge.created),
      description: charge.description ?? plans['24hour_pass'].name,
      amountCents: charge.amount,
      currency: charge.currency,
      status: chargeStatus(charge),
    }));
  return [...fromInvoices, ...fromCharges].sort((a, b) => b.date.getTime() - a.date.getTime());
}
