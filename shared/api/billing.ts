import { z } from 'zod';
import { textKey } from '../i18n/text';
import { paidPlanIds, planIds, subscriptionPlanIds } from '../plans';

/** `GET /api/usage`: the plan in force now and what has been used of it (SPEC: usage stats and remaining usage). */
export const usageResponse = z.object({
  plan: z.object({ id: z.enum(planIds), name: z.string(), type: z.enum(['free', 'premium']) }),
  /** When a 24-hour pass in force ends; null otherwise. */
  passExpiresAt: z.string().nullable(),
  todayVoiceSeconds: z.number().int(),
  /** Null when unlimited. */
  voiceMinutesRemaining: z.number().int().nullable(),
  /** Since Sunday 00:00 in the user's time zone. */
  weeklyMoodCheckIns: z.number().int(),
  /** Null when unlimited. */
  moodCheckInsRemaining: z.number().int().nullable(),
  lastMoodCheckIn: z.string().nullable(),
  productivityAccess: z.boolean(),
});
export type UsageResponse = z.infer<typeof usageResponse>;

export const checkoutBody = z.object({ planId: z.enum(paidPlanIds, { error: textKey('billing:messages.invalidPlan') }) });
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** Where to send the browser: Stripe Checkout, or the app's own test-mode checkout page. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;

export const subscriptionDetails = z.object({
  id: z.string(),
  planId: z.enum(subscriptionPlanIds),
  status: z.enum(subscriptionStatuses),
  /** Unix seconds (SPEC). */
  currentPeriodEnd: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

export const subscriptionResponse = z.object({ subscription: subscriptionDetails.nullable() });
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const cancelBody = z.object({ atPeriodEnd: z.boolean() });
export type CancelBody = z.infer<typeof cancelBody>;

export const changePlanBody = z.object({ planId: z.enum(subscriptionPlanIds, { error: textKey('billing:messages.invalidPlan') }) });
export type ChangePlanBody = z.infer<typeof changePlanBody>;

/** The checkout session the return page names (`session_id`); the server asks the provider what was paid. */
export const verifyBody = z.object({ sessionId: z.string().min(1).max(200) });
export type VerifyBody = z.infer<typeof verifyBody>;

export const verifyResponse = z.object({
  status: z.enum(['paid', 'open', 'expired']),
  planId: z.enum(paidPlanIds),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const billingHistoryResponse = z.object({
  history: z.array(
    z.object({
      /** ISO date-time. */
      date: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      /** 'Paid', 'Active', 'Refunded', 'Failed' or 'Open'. */
      status: z.string(),
    }),
  ),
});
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponse>;

/** The test-mode checkout page's view of its session. */
export const testCheckoutSession = z.object({
  id: z.string(),
  planId: z.enum(paidPlanIds),
  planName: z.string(),
  amountCents: z.number().int(),
  interval: z.enum(['month', 'year', 'day']),
  status: z.enum(['open', 'paid', 'expired']),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSession>;
