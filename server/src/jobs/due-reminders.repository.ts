import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** A reminder this instance has claimed for `claimedDay` (the user's local today) and must now send. */
export interface ClaimedReminder {
  userId: string;
  email: string;
  fullName: string | null;
  /** The profile's language, for the email; null before onboarding. */
  preferredLanguage: string | null;
  /** 'YYYY-MM-DD' */
  claimedDay: string;
  /** What `last_sent_day` was before the claim, put back if the send fails and will be retried. */
  previousSentDay: string | null;
  /** Attempts in this run of retries, this one included. */
  attempts: number;
  subscriptionPlan: string;
  passExpiresAt: Date | null;
  /** Check-ins since the local Sunday (the plan's week). */
  weekCheckIns: number;
}

/**
 * Claims up to `limit` due reminders in one statement, marking each sent for its local today before
 * anything is sent (at most once: a crash after this skips a day rather than risking a second email).
 * Due: on, by email, the local time `now` in the row's zone is at or past the reminder time (`at time
 * zone` follows the zone's daylight-saving rules), not yet claimed for that local day, not waiting for
 * a retry, and no check-in that day. The week's check-ins come with each row, for the plan's allowance. SKIP LOCKED lets instances sharing one Postgres each take other
 * rows; a row another instance claimed meanwhile is re-checked against its new `last_sent_day` and left.
 */
export async function claimDueReminders(db: Kysely<Database>, now: Date, limit: number): Promise<ClaimedReminder[]> {
  const at = now.toISOString();
  const { rows } = await sql<ClaimedReminder>`
    with due as (
      select r.user_id, r.last_sent_day as previous_sent_day, local_now.wall::date as local_day,
        (select count(*)::int from mood_entries w where w.user_id = r.user_id
          and w.day >= profile_now.wall::date - extract(dow from profile_now.wall)::int) as week_check_ins
      from mood_reminders r
      cross join lateral (select ${at}::timestamptz at time zone r.timezone as wall) local_now
      -- The plan's week runs from Sunday in the profile's zone, as the Mood Tracker counts it.
      cross join lateral (select ${at}::timestamptz at time zone coalesce((select pz.timezone from profiles pz where pz.id = r.user_id), 'UTC') as wall) profile_now
      where r.is_enabled and r.email_enabled
        and local_now.wall::time >= r.reminder_time
        and (r.last_sent_day is null or r.last_sent_day < local_now.wall::date)
        and (r.retry_at is null or r.retry_at <= ${at}::timestamptz)
        and not exists (select 1 from mood_entries e where e.user_id = r.user_id
          and e.created_at >= (local_now.wall::date::timestamp at time zone r.timezone)
          and e.created_at < ((local_now.wall::date + 1)::timestamp at time zone r.timezone))
      limit ${limit}
      for update of r skip locked
    )
    update mood_reminders m
    set last_sent_day = due.local_day,
        attempts = case when m.retry_at is null then 1 else m.attempts + 1 end
    from due
    join users u on u.id = due.user_id
    left join profiles p on p.id = due.user_id
    where m.user_id = due.user_id
    returning m.user_id as "userId", u.email, p.full_name as "fullName",
      p.notification_preferences->>'preferredLanguage' as "preferredLanguage", due.local_day::text as "claimedDay",
      due.previous_sent_day::text as "previousSentDay", m.attempts,
      coalesce(p.subscription_plan, 'free') as "subscriptionPlan", p.pass_expires_at as "passExpiresAt",
      due.week_check_ins as "weekCheckIns"
  `.execute(db);
  return rows;
}

/**
 * Delivered, or given up after too many failures: the day stays claimed (nothing more goes today) and
 * the next failure starts a new run of retries.
 */
export async function finishReminder(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('mood_reminders').set({ attempts: 0, retry_at: null }).where('user_id', '=', userId).execute();
}

/**
 * Not delivered: unclaims the day and waits until `retryAt`. `last_sent_day` goes back only if it is still
 * the claim's (a zone change saved meanwhile may have moved it, and wins).
 */
export async function releaseForRetry(db: Kysely<Database>, reminder: ClaimedReminder, retryAt: Date): Promise<void> {
  await db
    .updateTable('mood_reminders')
    .set({
      retry_at: retryAt,
      last_sent_day: sql<string | null>`case when last_sent_day = ${reminder.claimedDay}::date
        then ${reminder.previousSentDay}::date else last_sent_day end`,
    })
    .where('user_id', '=', reminder.userId)
    .execute();
}
