import type { Kysely, Selectable } from 'kysely';
import type { CheckoutSessionsTable, Database, PaymentsProviderName } from '../../db/database';

export type CheckoutRow = Selectable<CheckoutSessionsTable>;

export async function findCustomerId(db: Kysely<Database>, userId: string, provider: PaymentsProviderName): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** Keeps the first customer stored for the user (two checkouts at once may both create one); answers it. */
export async function saveCustomerId(
  db: Kysely<Database>,
  input: { userId: string; provider: PaymentsProviderName; customerId: string },
): Promise<string> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: input.userId, provider: input.provider, customer_id: input.customerId })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
  return (await findCustomerId(db, input.userId, input.provider)) ?? input.customerId;
}

export async function userOfCustomer(db: Kysely<Database>, provider: PaymentsProviderName, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('provider', '=', provider)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function insertCheckout(
  db: Kysely<Database>,
  row: Pick<CheckoutRow, 'id' | 'provider' | 'user_id' | 'plan_id' | 'amount_cents' | 'created_at'>,
): Promise<void> {
  await db.insertInto('checkout_sessions').values(row).execute();
}

/** The user's own checkout session; another user's reads as none. */
export async function findOwnCheckout(db: Kysely<Database>, userId: string, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Claims a checkout's fulfilment: only the first caller (webhook, verify or test payment) gets the row;
 * later ones, and one waiting on the row lock meanwhile, get nothing.
 */
export async function claimCheckout(db: Kysely<Database>, id: string, at: Date): Promise<Pick<CheckoutRow, 'user_id' | 'plan_id'> | undefined> {
  return db
    .updateTable('checkout_sessions')
    .set({ status: 'paid', fulfilled_at: at })
    .where('id', '=', id)
    .where('fulfilled_at', 'is', null)
    .returning(['user_id', 'plan_id'])
    .executeTakeFirst();
}

/** Records a provider event; false when it was recorded before (a duplicate delivery). */
export async function recordEvent(
  db: Kysely<Database>,
  event: { id: string; provider: PaymentsProviderName; type: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_events')
    .values({ event_id: event.id, provider: event.provider, type: event.type, created_at: event.at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
