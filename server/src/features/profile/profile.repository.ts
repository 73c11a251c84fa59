import { sql, type Kysely } from 'kysely';
import type { Database, ProfileRow } from '../../db/database';
import type { NotificationPreferences } from '@shared/api/profile';

export interface ProfileChanges {
  fullName?: string | null;
  timezone?: string;
  /** Keys given here replace the stored ones; every other stored key is kept. */
  preferences?: Partial<NotificationPreferences>;
}

export async function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Applies the changes in one statement (the JSON merge happens in SQL, so concurrent saves never drop a key). */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRow | undefined> {
  return db
    .updateTable('profiles')
    .set({
      updated_at: now,
      ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
      ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}),
      ...(changes.preferences !== undefined
        ? { notification_preferences: sql<string>`notification_preferences || ${JSON.stringify(changes.preferences)}::jsonb` }
        : {}),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
