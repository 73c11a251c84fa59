import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Three notification switches that nothing read (email reminders, mood reminders, session summaries)
// are gone: mood reminders live in mood_reminders alone, and no summary is emailed. Their stored
// values are taken out of every profile, so nothing keeps a setting that does nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update profiles set notification_preferences = notification_preferences - 'emailReminders' - 'moodReminders' - 'sessionSummaries'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update profiles set notification_preferences = notification_preferences
    || '{"emailReminders": true, "moodReminders": true, "sessionSummaries": true}'::jsonb`.execute(db);
}
