import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NotificationPreferences } from '@shared/api/profile';
import type { WrapUpTrend } from '@shared/api/wrap-ups';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Single-use email tokens: confirmation and password reset. Only the hash is stored. */
export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  kind: 'confirm_email' | 'reset_password' | 'approve_browser';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Rotating refresh tokens; a family is one sign-in, revoked whole when a used token returns. */
export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string | null;
  timezone: Generated<string>;
  notification_preferences: Json<NotificationPreferences>;
  daily_session_limit: Generated<number>;
  subscription_plan: Generated<string>;
  subscription_status: string | null;
  pass_expires_at: NullableTimestamp;
  /** 'Keep recordings of my voice sessions': off unless the person turns it on. */
  keep_voice_recordings: Generated<boolean>;
  keep_journal_with_account: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<Date>;
}

export interface DevMailboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  transport: 'dev-mailbox' | 'smtp';
  sent_at: NullableTimestamp;
  error: string | null;
  created_at: Generated<Date>;
}

/** Mail on its way to the SMTP server (see providers/mail/mail-outbox.ts); `text_body` is sealed. */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  /** Extra headers as JSON (written as text, read as an object). */
  headers: ColumnType<Record<string, string> | null, string | null, string | null>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Generated<Date>;
}

/** The lease a running instance holds on its INSTANCE_ID (see features/sessions/instance-lease.ts). */
export interface InstanceLeasesTable {
  instance_id: string;
  /** The process holding it (a random id per start). */
  holder: string;
  expires_at: Timestamp;
  renewed_at: Generated<Date>;
}

/** A voice or text session. `type` is 'call' once voice was used, else 'chat'. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  type: 'call' | 'chat';
  surface: 'session' | 'chat';
  mood_before: string | null;
  mood_after: string | null;
  duration: Generated<number>;
  voice_seconds: Generated<number>;
  running_summary: string | null;
  ai_summary: string | null;
  transcript: string | null;
  /** The server instance that runs the session while it is live (config INSTANCE_ID). */
  instance_id: string | null;
  /** When something said in it first sounded like risk; null while nothing has. */
  risk_detected_at: NullableTimestamp;
  created_at: Timestamp;
  ended_at: NullableTimestamp;
}

/**
 * A session's keyed blind index of the words its person wrote (message-search-index.ts): bigints
 * (as text), each the start of an HMAC. `terms` null: not indexed yet; `key_id` names the key.
 */
export interface SessionSearchTermsTable {
  session_id: string;
  user_id: string;
  terms: string[] | null;
  key_id: string | null;
}

/** A reflection kept with the account: `content` is the sealed JSON of its title and answers. */
export interface JournalEntriesTable {
  id: string;
  user_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Generated<Timestamp>;
}

export interface SessionMessagesTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  content: string;
  source: 'voice' | 'text';
  audio_url: string | null;
  interrupted: Generated<boolean>;
  client_message_id: string | null;
  created_at: Timestamp;
  ordinal: Generated<string>;
}

/** Voice seconds per user and day (the user's time zone); `last_grant_seconds` is what the last update granted. */
export interface VoiceUsageTable {
  user_id: string;
  /** 'YYYY-MM-DD' in; a Date out (midnight local on Postgres, UTC on PGlite: read it with to_char). */
  day: ColumnType<Date, string, string>;
  voice_seconds: Generated<number>;
  last_grant_seconds: Generated<number>;
  updated_at: Generated<Date>;
}

/** Long-term memory: short facts about a user, carried into later sessions. */
export interface UserMemoriesTable {
  id: Generated<string>;
  user_id: string;
  fact: string;
  created_at: Timestamp;
}

/** A daily check-in; `day` is the user's calendar day at check-in (one per day). */
export interface MoodEntriesTable {
  id: Generated<string>;
  user_id: string;
  mood_score: number;
  /** The chosen emotions, comma-joined. */
  mood_label: string;
  notes: string | null;
  energy_level: number;
  stress_level: number;
  sleep_quality: number;
  /** 'YYYY-MM-DD' in; a Date out (midnight local on Postgres, UTC on PGlite: read it with to_char). */
  day: ColumnType<Date, string, string>;
  created_at: Timestamp;
}

/** One per user. `last_sent_day` is the local day a reminder was last claimed for; failures retry at `retry_at`. */
export interface MoodRemindersTable {
  user_id: string;
  /** 'HH:MM:SS' out; 'HH:MM' in. */
  reminder_time: string;
  timezone: string;
  is_enabled: boolean;
  email_enabled: boolean;
  last_sent_day: ColumnType<Date | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  retry_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface EmotionalWrapUpsTable {
  id: Generated<string>;
  user_id: string;
  type: 'weekly' | 'monthly';
  period_start: ColumnType<Date, string, string>;
  period_end: ColumnType<Date, string, string>;
  mood_trend: WrapUpTrend;
  mood_average: number | null;
  energy_average: number | null;
  stress_average: number | null;
  sleep_average: number | null;
  total_sessions: number;
  total_duration: number;
  key_insights: Json<string[]>;
  personalized_recommendations: Json<string[]>;
  ai_summary: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  refresh_tokens: RefreshTokensTable;
  profiles: ProfilesTable;
  contact_messages: ContactMessagesTable;
  dev_mailbox: DevMailboxTable;
  mail_outbox: MailOutboxTable;
  instance_leases: InstanceLeasesTable;
  sessions: SessionsTable;
  session_messages: SessionMessagesTable;
  session_search_terms: SessionSearchTermsTable;
  journal_entries: JournalEntriesTable;
  voice_usage: VoiceUsageTable;
  user_memories: UserMemoriesTable;
  mood_entries: MoodEntriesTable;
  mood_reminders: MoodRemindersTable;
  emotional_wrap_ups: EmotionalWrapUpsTable;
  billing_customers: BillingCustomersTable;
  checkout_sessions: CheckoutSessionsTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  payments: PaymentsTable;
  crisis_referrals: CrisisReferralsTable;
  voice_recordings: VoiceRecordingsTable;
  session_handoffs: SessionHandoffsTable;
}

/** A live session handed from one instance to another, until the instance it went to takes it (sealed). */
export interface SessionHandoffsTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  to_instance: string;
  handoff_state: string;
  created_at: Generated<Date>;
}

/** The audio of one user message heard in a voice session, kept only when the person chose to. */
export interface VoiceRecordingsTable {
  message_id: string;
  user_id: string;
  mime_type: string;
  bytes: Uint8Array;
  duration_ms: number;
  created_at: Generated<Date>;
}

/** A crisis referral, counted for the yearly report; never the text (server/src/safety). */
export interface CrisisReferralsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  language: string;
  country: string | null;
  flagged_by: 'local' | 'provider' | 'both';
  surface: 'chat' | 'voice' | 'mood';
  category: 'self-harm' | 'violence';
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
/** A profile as the profile feature reads it (where the journal is kept is the journal feature's). */
export type ProfileRow = Omit<Selectable<ProfilesTable>, 'keep_journal_with_account'>;
export type ProfileUpdate = Updateable<ProfilesTable>;

export type PaymentsProviderName = 'stripe' | 'test';

/** The payment provider's customer for a user. */
export interface BillingCustomersTable {
  user_id: string;
  provider: PaymentsProviderName;
  customer_id: string;
  created_at: Generated<Date>;
}

/** A checkout the server started; `fulfilled_at` is claimed once, whichever path fulfils it. */
export interface CheckoutSessionsTable {
  id: string;
  provider: PaymentsProviderName;
  user_id: string;
  plan_id: 'premium-monthly' | 'premium-annual' | '24hour_pass';
  amount_cents: number;
  currency: Generated<string>;
  status: ColumnType<'open' | 'paid' | 'expired', 'open' | 'paid' | 'expired' | undefined>;
  provider_subscription_id: string | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  fulfilled_at: NullableTimestamp;
}

/** A subscription as the provider last said it was. */
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  provider: PaymentsProviderName;
  provider_subscription_id: string;
  provider_customer_id: string | null;
  plan_id: 'premium-monthly' | 'premium-annual';
  /** The provider's status ('active', 'past_due', 'canceled', …). */
  status: string;
  billing_anchor: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Provider events already applied, by id. */
export interface BillingEventsTable {
  event_id: string;
  provider: PaymentsProviderName;
  type: string;
  created_at: Timestamp;
}

/** A row of the billing history (test mode shows these; Stripe mode reads invoices and charges). */
export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  provider: PaymentsProviderName;
  provider_payment_id: string;
  description: string;
  amount_cents: number;
  currency: string;
  status: 'Paid' | 'Active' | 'Refunded' | 'Failed' | 'Open';
  created_at: Timestamp;
}
