import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface VoiceGrant {
  /** Seconds granted by this call (0 when the day's limit is used up). */
  granted: number;
  /** The day's total after this call, grants of every session and instance included. */
  total: number;
}

/**
 * Takes up to `wanted` seconds from the user's day in one statement: the row lock serialises
 * concurrent sessions (on any instance), so together they never pass `limit`. `limit` -1 is unlimited.
 * `last_grant_seconds` reports what this very statement granted, which RETURNING cannot derive otherwise.
 */
export async function grantVoiceSeconds(
  db: Kysely<Database>,
  input: { userId: string; day: string; wanted: number; limit: number },
): Promise<VoiceGrant> {
  const { userId, day, wanted, limit } = input;
  const first = limit < 0 ? wanted : Math.min(wanted, limit);
  const grant = sql<number>`case when ${limit}::int < 0 then ${wanted}::int
    else least(${wanted}::int, greatest(${limit}::int - voice_usage.voice_seconds, 0)) end`;
  const row = await db
    .insertInto('voice_usage')
    .values({ user_id: userId, day, voice_seconds: first, last_grant_seconds: first })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        last_grant_seconds: grant,
        voice_seconds: sql<number>`voice_usage.voice_seconds + ${grant}`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(['voice_seconds', 'last_grant_seconds'])
    .executeTakeFirstOrThrow();
  return { granted: row.last_grant_seconds, total: row.voice_seconds };
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
