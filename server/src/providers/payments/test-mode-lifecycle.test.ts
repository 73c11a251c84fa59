import { describe, expect, it } from 'vitest';
import type { SubscriptionFacts } from './payment-provider';
import { dueTestEvents, newTestSubscription, testSubscriptionAt } from './test-mode-lifecycle';

const paidAt = new Date('2026-01-31T08:00:00Z');
const monthly = (): SubscriptionFacts => newTestSubscription({ id: 'sub_test_1', userId: 'u1', planId: 'premium-monthly', paidAt });

describe('test-mode subscriptions over time', () => {
  it('starts with one interval from the payment', () => {
    expect(monthly()).toMatchObject({ status: 'active', billingAnchor: paidAt, currentPeriodEnd: new Date('2026-02-28T08:00:00Z'), cancelAtPeriodEnd: false });
    expect(newTestSubscription({ id: 's', userId: 'u', planId: 'premium-annual', paidAt }).currentPeriodEnd).toEqual(new Date('2027-01-31T08:00:00Z'));
  });

  it('is unchanged before its period ends, renewed from the second it ends', () => {
    expect(testSubscriptionAt(monthly(), new Date('2026-02-28T07:59:59.999Z'))).toEqual(monthly());
    expect(testSubscriptionAt(monthly(), new Date('2026-02-28T08:00:00Z')).currentPeriodEnd).toEqual(new Date('2026-03-31T08:00:00Z'));
    expect(dueTestEvents(monthly(), new Date('2026-02-28T07:59:59Z'))).toEqual([]);
  });

  it('charges each renewal passed, with ids that name the period (the same events however often asked)', () => {
    const events = dueTestEvents(monthly(), new Date('2026-04-01T00:00:00Z'));
    expect(events.map((e) => e.id)).toEqual([
      `evt_test_renewal_sub_test_1_${Date.parse('2026-02-28T08:00:00Z')}`,
      `evt_test_renewal_sub_test_1_${Date.parse('2026-03-31T08:00:00Z')}`,
    ]);
    expect(events[0]).toMatchObject({ type: 'invoice.paid', invoice: { amountCents: 799, description: 'Premium Monthly (renewal)', status: 'Paid' } });
    expect(dueTestEvents(monthly(), new Date('2026-04-01T00:00:00Z'))).toEqual(events);
  });

  it('ends at the period end when set to cancel, and an ended one stays as it is', () => {
    const cancelling = { ...monthly(), cancelAtPeriodEnd: true };
    const end = new Date('2026-02-28T08:00:00Z');
    expect(testSubscriptionAt(cancelling, end)).toMatchObject({ status: 'canceled', currentPeriodEnd: end });
    expect(dueTestEvents(cancelling, end)).toEqual([{ id: `evt_test_end_sub_test_1_${end.getTime()}`, type: 'subscription.changed', subscriptionId: 'sub_test_1' }]);
    const ended = { ...monthly(), status: 'canceled' };
    expect(testSubscriptionAt(ended, new Date('2027-01-01T00:00:00Z'))).toEqual(ended);
    expect(dueTestEvents(ended, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});
