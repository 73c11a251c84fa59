import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The plan columns of the user's profile; undefined when the profile is missing. */
export async function findPlanHolder(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['subscription_plan', 'pass_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
