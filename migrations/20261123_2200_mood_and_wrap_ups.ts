import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mood_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mood_score', 'integer', (c) => c.notNull().check(sql`mood_score between 1 and 5`))
    .addColumn('mood_label', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('energy_level', 'real', (c) => c.notNull().check(sql`energy_level between 1 and 5`))
    .addColumn('stress_level', 'real', (c) => c.notNull().check(sql`stress_level between 1 and 5`))
    .addColumn('sleep_quality', 'real', (c) => c.notNull().check(sql`sleep_quality between 1 and 5`))
    // The user's calendar day when they checked in: one check-in per day, enforced by the index below.
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mood_entries_user_day_idx').on('mood_entries').columns(['user_id', 'day']).unique().execute();

  await db.schema
    .createTable('mood_reminders')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reminder_time', 'time', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    // The local day the last reminder was claimed for: never twice on one day.
    .addColumn('last_sent_day', 'date')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mood_reminders_enabled_idx')
    .on('mood_reminders')
    .column('user_id')
    .where(sql.ref('is_enabled'), '=', true)
    .execute();

  await db.schema
    .createTable('emotional_wrap_ups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('weekly', 'monthly')`))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('mood_trend', 'text', (c) => c.notNull().check(sql`mood_trend in ('improving', 'declining', 'stable')`))
    .addColumn('mood_average', 'real')
    .addColumn('energy_average', 'real')
    .addColumn('stress_average', 'real')
    .addColumn('sleep_average', 'real')
    .addColumn('total_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('key_insights', 'jsonb', (c) => c.notNull())
    .addColumn('personalized_recommendations', 'jsonb', (c) => c.notNull())
    .addColumn('ai_summary', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('emotional_wrap_ups_user_created_idx')
    .on('emotional_wrap_ups')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['emotional_wrap_ups', 'mood_reminders', 'mood_entries']) {
    await db.schema.dropTable(table).execute();
  }
}
