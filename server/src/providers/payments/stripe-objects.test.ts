import { describe, expect, it } from 'vitest';
import { toCheckoutFacts, toHistory, toInvoiceFacts, toSubscriptionFacts, type StripeCheckoutSessionLike, type StripeInvoiceLike } from './stripe-objects';

const session: StripeCheckoutSessionLike = {
  id: 'cs_1',
  status: 'open',
  payment_status: 'unpaid',
  client_reference_id: 'u1',
  metadata: { userId: 'u1', planId: '24hour_pass' },
  customer: 'cus_1',
  subscription: null,
  invoice: null,
  payment_intent: { id: 'pi_1' },
  amount_total: 100,
  currency: 'usd',
};
const prices = { 'premium-monthly': 'price_m', 'premium-annual': 'price_a', '24hour_pass': 'price_p' };
const invoice = (over: Partial<StripeInvoiceLike>): StripeInvoiceLike & { id: string } => ({
  id: 'in_1',
  status: 'paid',
  customer: 'cus_1',
  amount_paid: 799,
  amount_due: 799,
  attempt_count: 1,
  currency: 'usd',
  created: 1_800_000_000,
  description: null,
  lines: { data: [{ description: '1 × Premium Monthly' }] },
  parent: { subscription_details: { subscription: 'sub_1' } },
  ...over,
});

describe("reading Stripe's objects", () => {
  it('calls a session paid only when Stripe says so, and keeps the plan the server named', () => {
    expect(toCheckoutFacts(session)).toMatchObject({ status: 'open', planId: '24hour_pass', userId: 'u1', paymentId: 'pi_1', customerId: 'cus_1' });
    expect(toCheckoutFacts({ ...session, payment_status: 'paid', status: 'complete' }).status).toBe('paid');
    expect(toCheckoutFacts({ ...session, status: 'expired' }).status).toBe('expired');
    expect(toCheckoutFacts({ ...session, metadata: { planId: 'gold' } })).toMatchObject({ planId: null, userId: 'u1' });
  });

  it("takes a subscription's plan from its price, then its metadata, and its period from the item", () => {
    const sub = {
      id: 'sub_1', status: 'active', customer: 'cus_1', metadata: { userId: 'u1', planId: 'premium-monthly' }, cancel_at_period_end: false, billing_cycle_anchor: 1_800_000_000,
      items: { data: [{ id: 'si_1', price: { id: 'price_a' }, current_period_end: 1_831_536_000 }] },
    };
    expect(toSubscriptionFacts(sub, prices)).toMatchObject({ planId: 'premium-annual', currentPeriodEnd: new Date(1_831_536_000_000), userId: 'u1' });
    expect(toSubscriptionFacts({ ...sub, items: { data: [{ ...sub.items.data[0]!, price: { id: 'price_old' } }] } }, prices).planId).toBe('premium-monthly');
  });

  it('reads invoice statuses for the history, leaving out drafts, voids and charges that paid invoices', () => {
    expect(toInvoiceFacts(invoice({}))).toMatchObject({ status: 'Paid', subscriptionId: 'sub_1', amountCents: 799, description: '1 × Premium Monthly' });
    expect(toInvoiceFacts(invoice({ status: 'open', attempt_count: 0, amount_paid: 0 })).status).toBe('Open');
    expect(toInvoiceFacts(invoice({ status: 'open', amount_paid: 0 })).status).toBe('Failed');
    const charge = { description: '24-Hour Pass', metadata: { planId: '24hour_pass' }, amount: 100, currency: 'usd', created: 1_800_000_100, refunded: true, status: 'succeeded' };
    const history = toHistory(
      [invoice({}), invoice({ status: 'draft' }), invoice({ status: 'void' })],
      [charge, { ...charge, description: 'Subscription creation', metadata: {} }],
    );
    expect(history.map((h) => [h.description, h.status])).toEqual([['24-Hour Pass', 'Refunded'], ['1 × Premium Monthly', 'Paid']]);
  });
});
