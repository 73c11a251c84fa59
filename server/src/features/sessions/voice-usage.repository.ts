import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { keepStatement } from '../../db/named-statements';

export interface VoiceGrant {
  /** Seconds granted by this call (0 when the day's limit is used up). */
  granted: number;
  /** The day's total after this call, grants of every session and instance included. */
  total: number;
}

export interface VoiceGrantRequest {
  userId: string;
  /** 'YYYY-MM-DD', the day in the user's time zone. */
  day: string;
  wanted: number;
  /** The day's limit in seconds; -1 is unlimited. */
  limit: number;
}

/** What a grant would take from a day of which `used` seconds are gone (`asked` is a row of the statement's input). */
const grantOn = (used: string) =>
  `case when asked.day_limit < 0 then asked.wanted else least(asked.wanted, greatest(asked.day_limit - ${used}, 0)) end`;

// The row lock serialises grants on one user and day (from any session, on any instance), so together
// they never pass the limit. Rows are written in key order, so two batches touching the same users lock
// them in the same order and cannot deadlock. `last_grant_seconds` reports what this very statement
// granted, which RETURNING cannot derive otherwise.
const grantStatement = `with asked as (
  select * from unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) as asked(user_id, day, wanted, day_limit)
)
insert into voice_usage as usage (user_id, day, voice_seconds, last_grant_seconds)
select user_id, day, ${grantOn('0')}, ${grantOn('0')} from asked
order by user_id, day
on conflict (user_id, day) do update set (last_grant_seconds, voice_seconds, updated_at) = (
  select granted, usage.voice_seconds + granted, now()
  from (
    select ${grantOn('usage.voice_seconds')} as granted
    from asked where asked.user_id = excluded.user_id and asked.day = excluded.day
  ) this_grant
)
returning user_id, to_char(day, 'YYYY-MM-DD') as day, voice_seconds, last_grant_seconds`;
keepStatement(grantStatement);

interface GrantRow {
  user_id: string;
  day: string;
  voice_seconds: number;
  last_grant_seconds: number;
}

/**
 * Takes up to `wanted` seconds from each request's day in one statement, and answers in the requests'
 * order. At most one request per user and day: one statement cannot update a row twice.
 */
export async function grantVoiceSeconds(db: Kysely<Database>, requests: VoiceGrantRequest[]): Promise<VoiceGrant[]> {
  const { rows } = await db.executeQuery<GrantRow>(
    CompiledQuery.raw(grantStatement, [
      requests.map((r) => r.userId),
      requests.map((r) => r.day),
      requests.map((r) => r.wanted),
      requests.map((r) => r.limit),
    ]),
  );
  const byKey = new Map(rows.map((row) => [`${row.user_id} ${row.day}`, row]));
  return requests.map(({ userId, day }) => {
    const row = byKey.get(`${userId} ${day}`);
    if (!row) throw new Error(`voice grant: no row came back for user ${userId} on ${day}`);
    return { granted: row.last_grant_seconds, total: row.voice_seconds };
  });
}

/** Gives back seconds granted but not used (a session paused or ended inside its grant). */
export async function refundVoiceSeconds(
  db: Kysely<Database>,
  input: { userId: string; day: string; seconds: number },
): Promise<void> {
  if (input.seconds <= 0) return;
  await db
    .updateTable('voice_usage')
    .set({ voice_seconds: sql<number>`greatest(voice_seconds - ${input.seconds}::int, 0)`, updated_at: sql<Date>`now()` })
    .where('user_id', '=', input.userId)
    .where('day', '=', sql<Date>`${input.day}::date`)
    .execute();
}

export async function voiceSecondsOn(db: Kysely<Database>, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('voice_usage')
    .select('voice_seconds')
    .where('user_id', '=', userId)
    .where('day', '=', sql<Date>`${day}::date`)
    .executeTakeFirst();
  return row?.voice_seconds ?? 0;
}
