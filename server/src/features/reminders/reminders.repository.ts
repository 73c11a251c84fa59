import { sql, type Kysely } from 'kysely';
import type { ReminderSettings } from '@shared/api/mood';
import type { PlanHolder } from '@shared/limits';
import type { Database } from '../../db/database';
import type { ReminderRecipient } from './reminder-emails';

export interface StoredReminder {
  reminder_time: string;
  timezone: string;
  is_enabled: boolean;
  email_enabled: boolean;
}

const settingColumns = ['reminder_time', 'timezone', 'is_enabled', 'email_enabled'] as const;

export async function findReminder(db: Kysely<Database>, userId: string): Promise<StoredReminder | undefined> {
  return db.selectFrom('mood_reminders').select(settingColumns).where('user_id', '=', userId).executeTakeFirst();
}

/** Where the user's mail goes (the account's address) and the profile's name, language and zone, if it has a profile. */
export async function findRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<(ReminderRecipient & { timezone: string | null } & PlanHolder) | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.full_name', 'profiles.timezone', 'profiles.subscription_plan', 'profiles.pass_expires_at'])
    .select(sql<string | null>`profiles.notification_preferences->>'preferredLanguage'`.as('preferred_language'))
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      userId: row.id,
      email: row.email,
      fullName: row.full_name,
      preferredLanguage: row.preferred_language,
      timezone: row.timezone,
      subscriptionPlan: row.subscription_plan ?? 'free',
      passExpiresAt: row.pass_expires_at,
    }
  );
}

/**
 * One row per user. `last_sent_day` is the job's, never the form's: saving a new time keeps "already
 * sent today", so moving the time (or turning reminders off and on) never sends a second one that day.
 * A new zone whose calendar is behind the old one's would leave `last_sent_day` in its future and skip
 * tomorrow; it is brought back to the new zone's today (still sent today, not skipped tomorrow).
 */
export async function saveReminder(
  db: Kysely<Database>,
  userId: string,
  settings: ReminderSettings,
  now: Date,
): Promise<StoredReminder> {
  const newToday = sql<string>`(${now.toISOString()}::timestamptz at time zone excluded.timezone)::date`;
  return db
    .insertInto('mood_reminders')
    .values({
      user_id: userId,
      reminder_time: settings.reminderTime,
      timezone: settings.timezone,
      is_enabled: settings.isEnabled,
      email_enabled: settings.emailEnabled,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        reminder_time: eb.ref('excluded.reminder_time'),
        timezone: eb.ref('excluded.timezone'),
        is_enabled: eb.ref('excluded.is_enabled'),
        email_enabled: eb.ref('excluded.email_enabled'),
        updated_at: eb.ref('excluded.updated_at'),
        last_sent_day: sql<string>`case when mood_reminders.last_sent_day > ${newToday} then ${newToday}
          else mood_reminders.last_sent_day end`,
      })),
    )
    .returning(settingColumns)
    .executeTakeFirstOrThrow();
}

/** The one-click way out: only ever switches reminders off, so a leaked link can do nothing else. */
export async function turnOffReminder(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('mood_reminders')
    .set({ is_enabled: false, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Check-ins since Sunday in the profile's zone (the plan's week, as the Mood Tracker counts it). */
export async function countWeekCheckIns(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count
    from mood_entries w
    cross join lateral (select ${now.toISOString()}::timestamptz
      at time zone coalesce((select p.timezone from profiles p where p.id = ${userId}), 'UTC') as wall) local_now
    where w.user_id = ${userId} and w.day >= local_now.wall::date - extract(dow from local_now.wall)::int
  `.execute(db);
  return rows[0]?.count ?? 0;
}
