import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the usage figures need from the profile: the time zone and the plan fields. */
export async function findUsageProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['timezone', 'subscription_plan', 'pass_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface UsageCounts {
  todayVoiceSeconds: number;
  weeklyMoodCheckIns: number;
  lastMoodCheckIn: Date | null;
}

/** Voice seconds on the local day `today`, check-ins from the local day `weekFrom` on, and the last check-in. */
export async function usageCounts(db: Kysely<Database>, userId: string, days: { today: string; weekFrom: string }): Promise<UsageCounts> {
  const row = await db
    .selectNoFrom([
      sql<number>`coalesce((select voice_seconds from voice_usage where user_id = ${userId} and day = ${days.today}::date), 0)`.as('voice'),
      sql<number>`(select count(*)::int from mood_entries where user_id = ${userId} and day >= ${days.weekFrom}::date)`.as('check_ins'),
      sql<Date | null>`(select max(created_at) from mood_entries where user_id = ${userId})`.as('last_check_in'),
    ])
    .executeTakeFirstOrThrow();
  return { todayVoiceSeconds: row.voice, weeklyMoodCheckIns: row.check_ins, lastMoodCheckIn: row.last_check_in };
}
