import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LimitCheck } from '@shared/limits';
import type { WrapUpTrend } from '@shared/api/wrap-ups';
import type { Database } from '../../db/database';
import { localMidnight } from '../../db/local-midnight';
import type { WrapUpSourceData } from '../../providers/ai/wrap-up-source';

/** A week, or the part of a week, of local days ('YYYY-MM-DD', both included) in `timeZone`. */
export interface LocalDays {
  start: string;
  end: string;
  timeZone: string;
}

const localMidnightAfter = (day: string, timeZone: string) =>
  sql<Date>`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
const round2 = (value: RawBuilder<unknown>) => sql<number | null>`round((${value})::numeric, 2)::float8`;

export interface WrapUpRow {
  id: string;
  type: 'weekly' | 'monthly';
  period_start: string;
  period_end: string;
  mood_trend: WrapUpTrend;
  mood_average: number | null;
  energy_average: number | null;
  stress_average: number | null;
  sleep_average: number | null;
  total_sessions: number;
  total_duration: number;
  key_insights: string[];
  personalized_recommendations: string[];
  ai_summary: string | null;
  created_at: Date;
}

// Dates as text: a `date` read as a Date lands on the server process's local midnight.
const wrapUpColumns = [
  'id',
  'type',
  sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('period_start'),
  sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('period_end'),
  'mood_trend',
  'mood_average',
  'energy_average',
  'stress_average',
  'sleep_average',
  'total_sessions',
  'total_duration',
  'key_insights',
  'personalized_recommendations',
  'ai_summary',
  'created_at',
] as const;

/** What a wrap-up needs from the profile: time zone, plan and language. */
export async function findWrapUpProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select([
      'timezone',
      'subscription_plan',
      'pass_expires_at',
      sql<string | null>`notification_preferences->>'preferredLanguage'`.as('preferred_language'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The user's wrap-ups, newest first. */
export async function listWrapUps(db: Kysely<Database>, userId: string): Promise<WrapUpRow[]> {
  return db
    .selectFrom('emotional_wrap_ups')
    .select(wrapUpColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findWrapUp(db: Kysely<Database>, userId: string, id: string): Promise<WrapUpRow | undefined> {
  return db
    .selectFrom('emotional_wrap_ups')
    .select(wrapUpColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Wrap-ups the user generated from local midnight of `since.start` on. */
export async function countWrapUpsSince(
  db: Kysely<Database>,
  userId: string,
  since: { day: string; timeZone: string },
): Promise<number> {
  const row = await db
    .selectFrom('emotional_wrap_ups')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', localMidnight(since.day, since.timeZone))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Mood check-ins whose day is in `week`, and sessions created in it (local time). */
export async function countWeekActivity(
  db: Kysely<Database>,
  userId: string,
  week: LocalDays,
): Promise<{ moodEntries: number; sessions: number }> {
  const [mood, sessions] = await Promise.all([
    db
      .selectFrom('mood_entries')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .where('day', '>=', sql<Date>`${week.start}::date`)
      .where('day', '<=', sql<Date>`${week.end}::date`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', localMidnight(week.start, week.timeZone))
      .where('created_at', '<', localMidnightAfter(week.end, week.timeZone))
      .executeTakeFirstOrThrow(),
  ]);
  return { moodEntries: mood.count, sessions: sessions.count };
}

/** SPEC's wrap-up source data for `week`. Ties for best, challenging and most active day go to the earliest day. */
export async function weekSourceData(db: Kysely<Database>, userId: string, week: LocalDays): Promise<WrapUpSourceData> {
  const [mood, sessions] = await Promise.all([
    db
      .with('week', (qb) =>
        qb
          .selectFrom('mood_entries')
          .select([
            'day',
            'mood_score',
            'energy_level',
            'stress_level',
            'sleep_quality',
            sql<string>`to_char(day, 'FMDay')`.as('weekday'),
            sql<number>`ntile(2) over (order by day)`.as('half'),
          ])
          .where('user_id', '=', userId)
          .where('day', '>=', sql<Date>`${week.start}::date`)
          .where('day', '<=', sql<Date>`${week.end}::date`),
      )
      .selectFrom('week')
      .select([
        round2(sql`avg(mood_score)`).as('mood_average'),
        round2(sql`avg(energy_level)`).as('energy_average'),
        round2(sql`avg(stress_level)`).as('stress_average'),
        round2(sql`avg(sleep_quality)`).as('sleep_average'),
        sql<number>`count(*)::int`.as('entry_count'),
        sql<string | null>`(array_agg(weekday order by mood_score desc, day))[1]`.as('best_day'),
        sql<string | null>`(array_agg(weekday order by mood_score, day))[1]`.as('challenging_day'),
        round2(sql`case when count(*) >= 2 then avg(mood_score) filter (where half = 1) end`).as('first_half_mood_average'),
        round2(sql`case when count(*) >= 2 then avg(mood_score) filter (where half = 2) end`).as('second_half_mood_average'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .with('week', (qb) =>
        qb
          .selectFrom('sessions')
          .select(['created_at', 'duration', sql<string>`to_char(created_at at time zone ${week.timeZone}, 'FMDay')`.as('weekday')])
          .where('user_id', '=', userId)
          .where('created_at', '>=', localMidnight(week.start, week.timeZone))
          .where('created_at', '<', localMidnightAfter(week.end, week.timeZone)),
      )
      .selectFrom('week')
      .select([
        sql<number>`count(*)::int`.as('total_sessions'),
        sql<number>`coalesce(sum(duration), 0)::int`.as('total_duration'),
        sql<number>`coalesce(round(avg(duration)), 0)::int`.as('avg_duration'),
        sql<string | null>`(select weekday from week group by weekday order by count(*) desc, min(created_at) limit 1)`.as(
          'most_active_day',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { period_start: week.start, period_end: week.end, mood_data: mood, session_data: sessions };
}

export interface NewWrapUp {
  userId: string;
  type: 'weekly' | 'monthly';
  periodStart: string;
  periodEnd: string;
  moodTrend: WrapUpRow['mood_trend'];
  averages: { mood: number | null; energy: number | null; stress: number | null; sleep: number | null };
  totalSessions: number;
  totalDurationSeconds: number;
  keyInsights: string[];
  recommendations: string[];
  aiSummary: string | null;
  createdAt: Date;
}

/**
 * Saves the wrap-up if `limit.check` allows the number the user generated since `limit.since`. The count
 * and the insert run under a lock on the user's profile row, so two generations at once cannot both pass.
 */
export async function insertWrapUpIfAllowed(
  db: Kysely<Database>,
  wrapUp: NewWrapUp,
  limit: { since: { day: string; timeZone: string }; check: (countSoFar: number) => LimitCheck },
): Promise<{ saved: WrapUpRow } | { refused: string }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('profiles').select('id').where('id', '=', wrapUp.userId).forUpdate().execute();
    const allowed = limit.check(await countWrapUpsSince(trx, wrapUp.userId, limit.since));
    if (!allowed.allowed) return { refused: allowed.reason };
    const { id } = await trx
      .insertInto('emotional_wrap_ups')
      .values({
        user_id: wrapUp.userId,
        type: wrapUp.type,
        period_start: wrapUp.periodStart,
        period_end: wrapUp.periodEnd,
        mood_trend: wrapUp.moodTrend,
        mood_average: wrapUp.averages.mood,
        energy_average: wrapUp.averages.energy,
        stress_average: wrapUp.averages.stress,
        sleep_average: wrapUp.averages.sleep,
        total_sessions: wrapUp.totalSessions,
        total_duration: wrapUp.totalDurationSeconds,
        key_insights: JSON.stringify(wrapUp.keyInsights),
        personalized_recommendations: JSON.stringify(wrapUp.recommendations),
        ai_summary: wrapUp.aiSummary,
        created_at: wrapUp.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await findWrapUp(trx, wrapUp.userId, id);
    if (!saved) throw new Error('The saved wrap-up could not be read back');
    return { saved };
  });
}
