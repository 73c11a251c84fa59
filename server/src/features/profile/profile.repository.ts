import { sql, type Kysely } from 'kysely';
import type { Database, ProfileRow } from '../../db/database';
import type { NotificationPreferences } from '@shared/api/profile';
import { preparedQuery, type ValueOf } from '../../db/prepared-query';

export interface ProfileChanges {
  fullName?: string | null;
  timezone?: string;
  /** Keys given here replace the stored ones; every other stored key is kept. */
  preferences?: Partial<NotificationPreferences>;
  keepVoiceRecordings?: boolean;
}

// Named columns, not `select *`: a prepared statement whose result columns change (a migration adding
// one while servers run) fails until the connection is replaced.
const profileColumns = [
  'id',
  'email',
  'full_name',
  'timezone',
  'notification_preferences',
  'daily_session_limit',
  'subscription_plan',
  'subscription_status',
  'pass_expires_at',
  'keep_voice_recordings',
  'updated_at',
] as const satisfies readonly (keyof ProfileRow)[];

const selectProfile = preparedQuery((db: Kysely<Database>, value: ValueOf<{ userId: string }>) =>
  db.selectFrom('profiles').select(profileColumns).where('id', '=', value('userId')),
);

/** Read on every signed-in page load (`/api/me`, `/api/profile`), hence prepared once. */
export async function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfile(db, { userId });
  return row;
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
      ...(changes.keepVoiceRecordings !== undefined ? { keep_voice_recordings: changes.keepVoiceRecordings } : {}),
      ...(changes.preferences !== undefined
        ? { notification_preferences: sql<string>`notification_preferences || ${JSON.stringify(changes.preferences)}::jsonb` }
        : {}),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
