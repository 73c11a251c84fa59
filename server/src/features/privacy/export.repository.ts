import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

// Calendar-day columns are read as text: node-postgres would turn them into local midnight.
const dayText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Every row the app keeps about one user, table by table; never a password hash or a token. */
export async function readUserRows(db: Kysely<Database>, userId: string) {
  const [account, profile, sessions, messages, moodEntries, moodReminder, wrapUps, memories] = await Promise.all([
    db.selectFrom('users').select(['id', 'email', 'email_confirmed_at', 'created_at']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('profiles')
      .select(['full_name', 'timezone', 'notification_preferences', 'daily_session_limit', 'subscription_plan', 'subscription_status', 'pass_expires_at', 'keep_voice_recordings', 'keep_journal_with_account', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select(['id', 'title', 'type', 'surface', 'mood_before', 'mood_after', 'duration', 'voice_seconds', 'running_summary', 'ai_summary', 'transcript', 'created_at', 'ended_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute(),
    db
      .selectFrom('session_messages')
      .select(['session_id', 'role', 'content', 'source', 'interrupted', 'audio_url', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('ordinal', 'asc')
      .execute(),
    db
      .selectFrom('mood_entries')
      .select(['mood_score', 'mood_label', 'notes', 'energy_level', 'stress_level', 'sleep_quality', dayText('day').as('day'), 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('day', 'asc')
      .execute(),
    db
      .selectFrom('mood_reminders')
      .select(['reminder_time', 'timezone', 'is_enabled', 'email_enabled', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('emotional_wrap_ups')
      .select([
        'type', dayText('period_start').as('period_start'), dayText('period_end').as('period_end'), 'mood_trend', 'mood_average',
        'energy_average', 'stress_average', 'sleep_average', 'total_sessions', 'total_duration', 'key_insights',
        'personalized_recommendations', 'ai_summary', 'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('period_start', 'asc')
      .execute(),
    db.selectFrom('user_memories').select(['fact', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'asc').execute(),
  ]);
  const [subscriptions, payments, checkouts, crisisReferrals, voiceUsage, contactMessages, journalEntries] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select(['provider', 'plan_id', 'status', 'billing_anchor', 'current_period_end', 'cancel_at_period_end', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('payments')
      .select(['provider', 'description', 'amount_cents', 'currency', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute(),
    db
      .selectFrom('checkout_sessions')
      .select(['provider', 'plan_id', 'amount_cents', 'currency', 'status', 'created_at', 'paid_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute(),
    db.selectFrom('crisis_referrals').select(['created_at', 'language', 'country', 'flagged_by', 'surface', 'category']).where('user_id', '=', userId).execute(),
    db.selectFrom('voice_usage').select([dayText('day').as('day'), 'voice_seconds']).where('user_id', '=', userId).orderBy('day', 'asc').execute(),
    db.selectFrom('contact_messages').select(['name', 'email', 'subject', 'message', 'created_at']).where('user_id', '=', userId).execute(),
    // `content` is the (opened) JSON of the entry's title and answers.
    db.selectFrom('journal_entries').select(['content', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'asc').execute(),
  ]);
  return {
    account, profile, sessions, messages, moodEntries, moodReminder, wrapUps, memories, subscriptions, payments, checkouts, crisisReferrals,
    voiceUsage, contactMessages, journalEntries,
  };
}

export type UserRows = Awaited<ReturnType<typeof readUserRows>>;
