import { sql, type Kysely, type Selectable } from 'kysely';
import { PASS_DURATION_MS, type PlanId, type SubscriptionPlanId } from '@shared/plans';
import type { Database, PaymentsProviderName, PaymentsTable, SubscriptionsTable } from '../../db/database';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

const inForce = sql<boolean>`status in ('active', 'trialing', 'past_due')`;

export interface SubscriptionState {
  userId: string;
  provider: PaymentsProviderName;
  subscriptionId: string;
  customerId: string | null;
  planId: SubscriptionPlanId;
  status: string;
  billingAnchor: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  at: Date;
}

export async function findSubscriptionOwner(db: Kysely<Database>, provider: PaymentsProviderName, subscriptionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Stores the provider's state. An ended subscription stays ended: a late, stale read cannot revive it. */
export async function saveSubscription(db: Kysely<Database>, s: SubscriptionState): Promise<void> {
  const values = {
    provider_customer_id: s.customerId,
    plan_id: s.planId,
    status: s.status,
    billing_anchor: s.billingAnchor,
    current_period_end: s.currentPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    updated_at: s.at,
  };
  await db
    .insertInto('subscriptions')
    .values({ ...values, user_id: s.userId, provider: s.provider, provider_subscription_id: s.subscriptionId, created_at: s.at })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'provider_subscription_id'])
        .doUpdateSet(values)
        .where('subscriptions.status', 'not in', ['canceled', 'incomplete_expired']),
    )
    .execute();
}

/** The user's subscription in force (the newest); undefined when none is. */
export async function subscriptionInForceOf(db: Kysely<Database>, userId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where(inForce)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What the profile's plan is worked out from; the profile row stays locked until the transaction ends. */
export async function lockPlanInputs(db: Kysely<Database>, userId: string) {
  const profile = await db.selectFrom('profiles').select('pass_expires_at').where('id', '=', userId).forUpdate().executeTakeFirst();
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['plan_id', 'status'])
    .where('user_id', '=', userId)
    .orderBy(inForce, 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { profile, subscription };
}

export async function setProfilePlan(db: Kysely<Database>, userId: string, plan: { plan: PlanId; status: string | null }, at: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ subscription_plan: plan.plan, subscription_status: plan.status, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** 24 hours more, from the later of now and the pass's current end (buying again while one runs adds to it). */
export async function extendPass(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      pass_expires_at: sql<Date>`greatest(coalesce(pass_expires_at, ${now}::timestamptz), ${now}::timestamptz) + ${PASS_DURATION_MS} * interval '1 millisecond'`,
    })
    .where('id', '=', userId)
    .execute();
}

export type NewPayment = Omit<Selectable<PaymentsTable>, 'id'>;

/** One row per provider payment; a payment seen again only moves on (Failed to Paid), never back. */
export async function recordPayment(db: Kysely<Database>, payment: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values(payment)
    .onConflict((oc) =>
      oc
        .columns(['provider', 'provider_payment_id'])
        .doUpdateSet({ status: (eb) => eb.ref('excluded.status') })
        .where('payments.status', '!=', 'Paid'),
    )
    .execute();
}
