import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// A week with fewer than two mood check-ins has no trend: it is stored as 'insufficient_data' rather
// than 'stable', which read as a finding made from one data point.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table emotional_wrap_ups drop constraint emotional_wrap_ups_mood_trend_check`.execute(db);
  await sql`alter table emotional_wrap_ups add constraint emotional_wrap_ups_mood_trend_check
    check (mood_trend in ('improving', 'declining', 'stable', 'insufficient_data'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update emotional_wrap_ups set mood_trend = 'stable' where mood_trend = 'insufficient_data'`.execute(db);
  await sql`alter table emotional_wrap_ups drop constraint emotional_wrap_ups_mood_trend_check`.execute(db);
  await sql`alter table emotional_wrap_ups add constraint emotional_wrap_ups_mood_trend_check
    check (mood_trend in ('improving', 'declining', 'stable'))`.execute(db);
}
