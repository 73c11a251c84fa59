import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { localMidnight } from '../../db/local-midnight';


export interface SessionTotals {
  totalSessions: number;
  totalDurationSeconds: number;
  sessionsSince: number;
}

/** Every session of the user counted and timed, and those since `since` (a local day) counted. */
export async function sessionTotals(
  db: Kysely<Database>,
  userId: string,
  since: { day: string; timeZone: string },
): Promise<SessionTotals> {
  const row = await db
    .selectFrom('sessions')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`coalesce(sum(duration), 0)::int`.as('seconds'),
      sql<number>`(count(*) filter (where created_at >= ${localMidnight(since.day, since.timeZone)}))::int`.as('since'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { totalSessions: row.total, totalDurationSeconds: row.seconds, sessionsSince: row.since };
}

/** Seconds talked per local day ('YYYY-MM-DD') from `from` on; days without a session are absent. */
export async function secondsByDay(
  db: Kysely<Database>,
  userId: string,
  from: { day: string; timeZone: string },
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(created_at at time zone ${from.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('sessions')
    .select([day.as('day'), sql<number>`sum(duration)::int`.as('seconds')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', localMidnight(from.day, from.timeZone))
    // By position: the same expression written twice carries its time zone as two parameters, which Postgres cannot match.
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [r.day, r.seconds]));
}

/**
 * The latest mood the user recorded: a check-in's scale label ('Good'), or a session's mood (after it, else
 * before it), whichever came last.
 */
export async function latestMood(db: Kysely<Database>, userId: string): Promise<string | null> {
  const [checkIn, session] = await Promise.all([
    db
      .selectFrom('mood_entries')
      .select([sql<string>`(array['Very Sad', 'Sad', 'Neutral', 'Good', 'Great'])[mood_score]`.as('mood'), 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select([sql<string>`coalesce(mood_after, mood_before)`.as('mood'), 'created_at'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('mood_after', 'is not', null), eb('mood_before', 'is not', null)]))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!checkIn || !session) return (checkIn ?? session)?.mood ?? null;
  return checkIn.created_at >= session.created_at ? checkIn.mood : session.mood;
}
