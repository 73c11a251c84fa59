import { sql, type Kysely } from 'kysely';
import type { MoodTrend } from '@shared/api/mood';
import type { Database } from '../../db/database';

export interface MoodAverages {
  avgMood: number | null;
  avgEnergy: number | null;
  avgStress: number | null;
  avgSleep: number | null;
  totalEntries: number;
  moodTrend: MoodTrend;
}

/** Two decimals, in SQL: `real` averages carry float noise. */
const average = (column: string) => sql<number | null>`round(avg(${sql.ref(column)})::numeric, 2)::float8`;

/**
 * Averages of the check-ins from the local day `from` on, and the trend: with 3 or more check-ins, the
 * later half's mood average against the earlier half's (the middle one counts with the earlier); a change
 * of half a point or more is improving or declining, less is stable.
 */
export async function moodAverages(db: Kysely<Database>, userId: string, from: string): Promise<MoodAverages> {
  const row = await db
    .with('recent', (qb) =>
      qb
        .selectFrom('mood_entries')
        .select(['mood_score', 'energy_level', 'stress_level', 'sleep_quality'])
        .select(sql<number>`row_number() over (order by day)`.as('n'))
        .select(sql<number>`count(*) over ()`.as('total'))
        .where('user_id', '=', userId)
        .where('day', '>=', sql<Date>`${from}::date`),
    )
    .selectFrom('recent')
    .select([
      average('mood_score').as('avg_mood'),
      average('energy_level').as('avg_energy'),
      average('stress_level').as('avg_stress'),
      average('sleep_quality').as('avg_sleep'),
      sql<number>`count(*)::int`.as('total_entries'),
      sql<MoodTrend>`case
        when count(*) < 3 then 'insufficient_data'
        when avg(mood_score) filter (where n > total / 2.0) - avg(mood_score) filter (where n <= total / 2.0) >= 0.5 then 'improving'
        when avg(mood_score) filter (where n > total / 2.0) - avg(mood_score) filter (where n <= total / 2.0) <= -0.5 then 'declining'
        else 'stable' end`.as('mood_trend'),
    ])
    .executeTakeFirstOrThrow();
  return {
    avgMood: row.avg_mood,
    avgEnergy: row.avg_energy,
    avgStress: row.avg_stress,
    avgSleep: row.avg_sleep,
    totalEntries: row.total_entries,
    moodTrend: row.mood_trend,
  };
}

export interface DailyMood {
  day: string;
  mood: number;
  energy: number;
  stress: number;
  sleep: number;
}

/** Each local day's check-in from `from` on (one a day at most). */
export async function dailyMoods(db: Kysely<Database>, userId: string, from: string): Promise<DailyMood[]> {
  return db
    .selectFrom('mood_entries')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'mood_score as mood',
      sql<number>`round(energy_level::numeric, 1)::float8`.as('energy'),
      sql<number>`round(stress_level::numeric, 1)::float8`.as('stress'),
      sql<number>`round(sleep_quality::numeric, 1)::float8`.as('sleep'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', sql<Date>`${from}::date`)
    .orderBy('day')
    .execute();
}
