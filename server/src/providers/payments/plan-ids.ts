import { paidPlanIds, subscriptionPlanIds, type PaidPlanId, type SubscriptionPlanId } from '@shared/plans';

export { plans, type PaidPlanId, type SubscriptionPlanId } from '@shared/plans';

/** Guards for plan ids read from outside (provider metadata, database text). */
export const isPaidPlanId = (value: string): value is PaidPlanId => (paidPlanIds as readonly string[]).includes(value);

export const isSubscriptionPlanId = (value: string): value is SubscriptionPlanId =>
  (subscriptionPlanIds as readonly string[]).includes(value);
