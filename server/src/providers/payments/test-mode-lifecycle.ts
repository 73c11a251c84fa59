import { plans } from './plan-ids';
import { addIntervals, intervalOf, renewalsDue } from './billing-period';
import type { BillingEvent, SubscriptionFacts } from './payment-provider';

/** Statuses in which a subscription gives its plan (past_due too: the provider is still retrying). */
const IN_FORCE = new Set(['active', 'trialing', 'past_due']);

/** A test-mode subscription just paid for: a first period of one interval from the payment. */
export function newTestSubscription(
  input: { id: string; userId: string; planId: NonNullable<SubscriptionFacts['planId']>; paidAt: Date },
): SubscriptionFacts {
  return {
    id: input.id,
    customerId: null,
    userId: input.userId,
    planId: input.planId,
    status: 'active',
    billingAnchor: input.paidAt,
    currentPeriodEnd: addIntervals(input.paidAt, intervalOf(input.planId), 1),
    cancelAtPeriodEnd: false,
  };
}

/**
 * What a test-mode subscription is at `now`, as Stripe would say it: renewed through every period end
 * passed, or canceled at the period end it was set to stop at.
 */
export function testSubscriptionAt(stored: SubscriptionFacts, now: Date): SubscriptionFacts {
  if (!IN_FORCE.has(stored.status) || stored.currentPeriodEnd > now || !stored.planId) return stored;
  if (stored.cancelAtPeriodEnd) return { ...stored, status: 'canceled' };
  return { ...stored, currentPeriodEnd: renewalsDue(stored.billingAnchor, intervalOf(stored.planId), stored.currentPeriodEnd, now).periodEnd };
}

/**
 * The events a test-mode subscription whose period has ended by `now` would have sent: a paid invoice for
 * each renewal, or the subscription's end. Ids come from the subscription and the period end, so the
 * renewal job and a read racing it produce the same events and each applies once.
 */
export function dueTestEvents(stored: SubscriptionFacts, now: Date): BillingEvent[] {
  if (!IN_FORCE.has(stored.status) || stored.currentPeriodEnd > now || !stored.planId) return [];
  const endMs = stored.currentPeriodEnd.getTime();
  if (stored.cancelAtPeriodEnd) return [{ id: `evt_test_end_${stored.id}_${endMs}`, type: 'subscription.changed', subscriptionId: stored.id }];
  const plan = plans[stored.planId];
  return renewalsDue(stored.billingAnchor, intervalOf(stored.planId), stored.currentPeriodEnd, now).renewals.map((at) => ({
    id: `evt_test_renewal_${stored.id}_${at.getTime()}`,
    type: 'invoice.paid' as const,
    invoice: {
      id: `in_test_${stored.id}_${at.getTime()}`,
      subscriptionId: stored.id,
      customerId: null,
      description: `${plan.name} (renewal)`,
      amountCents: plan.price.cents,
      currency: 'usd',
      status: 'Paid' as const,
      createdAt: at,
    },
  }));
}
