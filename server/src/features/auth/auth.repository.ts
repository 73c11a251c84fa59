import { sql, type Kysely } from 'kysely';
import type { NotificationPreferences } from '@shared/api/profile';
import type { AuthTokensTable, Database } from '../../db/database';

type Db = Kysely<Database>;
export type AuthTokenKind = AuthTokensTable['kind'];

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | null;
  /** The profile's language, for the emails the account gets; null before onboarding. */
  preferred_language: string | null;
}

const newProfilePreferences: NotificationPreferences = {
  preferredLanguage: null,
  voicePreference: null,
};

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'users.password_hash', 'users.email_confirmed_at'])
    .select(sql<string | null>`profiles.notification_preferences->>'preferredLanguage'`.as('preferred_language'))
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export async function findEmailOfUser(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

/** Creates the user and its profile together; null when the email is already registered. */
export async function createAccount(
  db: Db,
  account: { email: string; passwordHash: string; fullName: string | null },
): Promise<{ id: string } | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: account.email, password_hash: account.passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return null;
    await trx
      .insertInto('profiles')
      .values({
        id: user.id,
        email: account.email,
        full_name: account.fullName,
        notification_preferences: JSON.stringify(newProfilePreferences),
      })
      .execute();
    return user;
  });
}

export async function insertAuthToken(
  db: Db,
  token: { userId: string; kind: AuthTokenKind; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({ user_id: token.userId, kind: token.kind, token_hash: token.hash, expires_at: token.expiresAt })
    .execute();
}

/** The user a still-usable token belongs to, without using it up. */
export async function findUsableAuthToken(db: Db, kind: AuthTokenKind, hash: string, now: Date) {
  return db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a token up; only one caller can ever win, however many present it at once. */
export async function consumeAuthToken(db: Db, kind: AuthTokenKind, hash: string, now: Date) {
  return db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Marks the email confirmed, keeping the first confirmation time. */
export async function markEmailConfirmed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/** False when the user no longer exists. Uses RETURNING: PGlite does not report affected row counts. */
/** The stored password hash of a user, to check the password they give before a change. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
