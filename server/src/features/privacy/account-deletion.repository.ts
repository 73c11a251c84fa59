import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface AccountForDeletion {
  email: string;
  passwordHash: string;
  /** The profile's language, for the last email; null before onboarding. */
  preferredLanguage: string | null;
  /** Subscriptions the provider may still charge. */
  subscriptionIds: { provider: 'stripe' | 'test'; id: string }[];
}

export async function findAccountForDeletion(db: Kysely<Database>, userId: string): Promise<AccountForDeletion | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'users.password_hash'])
    .select(sql<string | null>`profiles.notification_preferences->>'preferredLanguage'`.as('preferred_language'))
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select(['provider', 'provider_subscription_id'])
    .where('user_id', '=', userId)
    // Every status Stripe may still charge (or start charging): all but the finished ones.
    .where(sql<boolean>`status not in ('canceled', 'incomplete_expired')`)
    .execute();
  return {
    email: user.email,
    passwordHash: user.password_hash,
    preferredLanguage: user.preferred_language,
    subscriptionIds: subscriptions.map((s) => ({ provider: s.provider, id: s.provider_subscription_id })),
  };
}

/**
 * Removes every row of the user in one transaction. Every table keyed by users.id cascades from the
 * users row (refresh tokens with it: every device is signed out). Contact messages would only lose
 * their user_id, and the dev mailbox is keyed by address, so both are deleted by the account's email.
 */
export async function deleteAccountRows(db: Kysely<Database>, userId: string, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Messages sent signed out carry only the address; one another user sent naming it is theirs.
    await trx
      .deleteFrom('contact_messages')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('user_id', 'is', null), eb(sql`lower(email)`, '=', email.toLowerCase())])]))
      .execute();
    // Mail to the person, and the support copy of what they wrote through the contact form (it names them).
    await trx
      .deleteFrom('dev_mailbox')
      .where((eb) => eb.or([eb(sql`lower(to_address)`, '=', email.toLowerCase()), eb(sql`strpos(lower(text_body), ${email.toLowerCase()})`, '>', 0)]))
      .execute();
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).returning('id').execute();
    return deleted.length > 0;
  });
}
