import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

export async function insertRefreshToken(
  db: Db,
  token: { userId: string; familyId: string; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: token.userId, family_id: token.familyId, token_hash: token.hash, expires_at: token.expiresAt })
    .execute();
}

/**
 * Marks a live token used and returns its sign-in; undefined when it is unknown, used, revoked or expired.
 * One atomic update, so two requests racing with the same token cannot both win.
 */
export async function useRefreshToken(db: Db, hash: string, now: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'family_id'])
    .executeTakeFirst();
}

export async function findRefreshToken(db: Db, hash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id', 'used_at', 'revoked_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Ends one sign-in: every token of the family stops working. */
export async function revokeRefreshFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every sign-in of a user (password reset and change). */
export async function revokeUserRefreshTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
