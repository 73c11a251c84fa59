import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/database';
import { seedSessions } from './seed-sessions';

/**
 * One row of every kind the app keeps about a user, each text carrying `tag` so a test can tell whose
 * row it reads. The subscription is a test-mode one in force.
 */
export async function seedUserData(db: Kysely<Database>, user: { id: string; email: string }, tag: string): Promise<void> {
  const userId = user.id;
  const at = new Date('2026-11-20T10:00:00Z');
  const later = new Date('2026-12-20T10:00:00Z');
  const unique = () => `${tag}-${randomUUID()}`;
  const [sessionId] = await seedSessions(db, userId, [
    {
      title: `Session of ${tag}`,
      createdAt: at,
      aiSummary: `Summary of ${tag}`,
      messages: [
        { role: 'user', content: `Message of ${tag}` },
        { role: 'assistant', content: `Reply to ${tag}` },
      ],
    },
  ]);
  const said = await db
    .selectFrom('session_messages')
    .select('id')
    .where('session_id', '=', sessionId as string)
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('voice_recordings')
    .values({ message_id: said.id, user_id: userId, mime_type: 'audio/wav', bytes: new TextEncoder().encode(`Audio of ${tag}`), duration_ms: 1500 })
    .execute();
  // A session on its way to another instance (written there sealed; plain text reads as it is).
  await db
    .insertInto('session_handoffs')
    .values({ session_id: sessionId as string, user_id: userId, to_instance: 'instance-b', handoff_state: JSON.stringify({ note: `Handoff of ${tag}` }) })
    .execute();
  await db.insertInto('auth_tokens').values({ user_id: userId, kind: 'reset_password', token_hash: unique(), expires_at: later }).execute();
  await db.insertInto('refresh_tokens').values({ user_id: userId, family_id: randomUUID(), token_hash: unique(), expires_at: later }).execute();
  await db.insertInto('voice_usage').values({ user_id: userId, day: '2026-11-20', voice_seconds: 42 }).execute();
  await db.insertInto('user_memories').values({ user_id: userId, fact: `Memory of ${tag}`, created_at: at }).execute();
  await db
    .insertInto('mood_entries')
    .values({ user_id: userId, mood_score: 4, mood_label: 'calm', notes: `Note of ${tag}`, energy_level: 3, stress_level: 2, sleep_quality: 4, day: '2026-11-20', created_at: at })
    .execute();
  await db
    .insertInto('mood_reminders')
    .values({ user_id: userId, reminder_time: '09:00', timezone: 'UTC', is_enabled: true, email_enabled: true, updated_at: at })
    .execute();
  await db
    .insertInto('emotional_wrap_ups')
    .values({
      user_id: userId, type: 'weekly', period_start: '2026-11-16', period_end: '2026-11-22', mood_trend: 'stable', mood_average: 4,
      energy_average: 3, stress_average: 2, sleep_average: 4, total_sessions: 1, total_duration: 60,
      key_insights: JSON.stringify([`Insight of ${tag}`]), personalized_recommendations: JSON.stringify([]), ai_summary: `Wrap-up of ${tag}`, created_at: at,
    })
    .execute();
  await db.insertInto('billing_customers').values({ user_id: userId, provider: 'test', customer_id: unique() }).execute();
  const subscriptionId = unique();
  await db
    .insertInto('checkout_sessions')
    .values({ id: unique(), provider: 'test', user_id: userId, plan_id: 'premium-monthly', amount_cents: 999, status: 'paid', provider_subscription_id: subscriptionId, created_at: at, paid_at: at })
    .execute();
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, provider: 'test', provider_subscription_id: subscriptionId, plan_id: 'premium-monthly', status: 'active', billing_anchor: at, current_period_end: later, created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto('payments')
    .values({ user_id: userId, provider: 'test', provider_payment_id: unique(), description: `Payment of ${tag}`, amount_cents: 999, currency: 'usd', status: 'Paid', created_at: at })
    .execute();
  await db.insertInto('crisis_referrals').values({ user_id: userId, language: 'en', country: 'US', flagged_by: 'local', surface: 'chat', category: 'self-harm' }).execute();
  await db.insertInto('contact_messages').values({ user_id: userId, name: tag, email: user.email, subject: `Question of ${tag}`, message: `Contact of ${tag}` }).execute();
  // Written before signing in: only the address ties it to the user.
  await db.insertInto('contact_messages').values({ user_id: null, name: tag, email: user.email, subject: 'Before signing up', message: `Earlier contact of ${tag}` }).execute();
  await db.updateTable('profiles').set({ keep_journal_with_account: true }).where('id', '=', userId).execute();
  await db
    .insertInto('journal_entries')
    .values({ id: randomUUID(), user_id: userId, content: JSON.stringify({ title: `Journal of ${tag}`, responses: [{ prompt: 'How are you?', response: `Answer of ${tag}` }] }), created_at: at })
    .execute();
  await db.insertInto('dev_mailbox').values({ to_address: user.email, subject: `Mail to ${tag}`, text_body: 'Hello', transport: 'dev-mailbox', sent_at: at }).execute();
}
