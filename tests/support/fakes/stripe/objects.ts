import { randomBytes } from 'node:crypto';

// The Stripe objects the fake keeps, in the shape of API version 2025-03-31 and later (periods on the
// subscription items, an invoice's subscription under `parent.subscription_details`), with only the
// fields the app and the tests read.

type Metadata = Record<string, string>;

export interface FakePrice {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'month' | 'year' } | null;
  active: boolean;
  lookup_key: string | null;
  nickname: string | null;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Metadata;
  created: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  metadata: Metadata;
  customer: string | null;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  /** Kept for the tests (Stripe shows these only expanded or not at all). */
  line_items_price: string;
  subscription_metadata: Metadata;
  payment_intent_data: { description: string | null; metadata: Metadata };
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
  customer: string;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  billing_cycle_anchor: number;
  created: number;
  items: { object: 'list'; data: FakeSubscriptionItem[] };
  latest_invoice: string | null;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  customer: string;
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  currency: string;
  created: number;
  description: string | null;
  lines: { object: 'list'; data: { description: string; amount: number }[] };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Metadata } } | null;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  created: number;
  customer: string;
  description: string | null;
  metadata: Metadata;
  payment_intent: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed' | 'pending';
}

export interface FakePortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
}

export const fakeId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Unix seconds. */
export const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** `at` plus whole months in UTC, the day clamped to the month's end (the app's own rule is tested apart). */
export function plusMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(at.getUTCDate(), last));
  return next;
}
