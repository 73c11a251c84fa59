import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NotificationPreferences } from '@shared/api/profile';

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
  kind: 'confirm_email' | 'reset_password';
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

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  transport: 'outbox' | 'smtp';
  sent_at: NullableTimestamp;
  error: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  refresh_tokens: RefreshTokensTable;
  profiles: ProfilesTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
