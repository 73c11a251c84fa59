import type { PlanId, SubscriptionPlanId } from '@shared/plans';

/** Statuses in which a subscription gives its plan: past_due too, while the provider retries the card. */
const IN_FORCE = new Set(['active', 'trialing', 'past_due']);

export const subscriptionInForce = (status: string): boolean => IN_FORCE.has(status);

/** Statuses a provider never leaves: a late event that still says 'active' cannot bring one back. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export const subscriptionEnded = (status: string): boolean => ENDED.has(status);

export interface ProfilePlanInput {
  /** The user's subscription that matters: the newest in force, else the newest. */
  subscription: { planId: SubscriptionPlanId; status: string } | null;
  passExpiresAt: Date | null;
  now: Date;
}

/**
 * What `profiles.subscription_plan` and `subscription_status` say, from the subscription and the pass:
 * a subscription in force wins (it allows at least what the pass does); without one, a pass still in force
 * stays the plan (a subscription ending never takes away a pass bought meanwhile); else free.
 */
export function profilePlan({ subscription, passExpiresAt, now }: ProfilePlanInput): { plan: PlanId; status: string | null } {
  if (subscription && subscriptionInForce(subscription.status)) return { plan: subscription.planId, status: subscription.status };
  if (passExpiresAt && passExpiresAt.getTime() > now.getTime()) return { plan: '24hour_pass', status: 'active' };
  return { plan: 'free', status: subscription?.status ?? null };
}
