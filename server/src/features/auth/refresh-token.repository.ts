import { CompiledQuery, type Kysely } from 'kysely';
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

export interface Rotation {
  spentHash: string;
  nextHash: string;
  nextExpiresAt: Date;
}

export interface TokenOwner {
  id: string;
  email: string;
}

// Spends each live token and stores the next one of the same sign-in, in one statement: atomic (of two
// statements racing with the same token, one wins), and one round trip and one commit for the lot.
// Not a kept (named) statement: Postgres would keep the plan made for the table when it was small (a
// sequential scan), and go on scanning the whole table as it grows. Planned on each run, it uses the
// token index; the plan costs a fraction of a millisecond, shared by the batch.
const rotateStatement = `with asked as (
  select * from unnest($1::text[], $2::text[], $3::timestamptz[]) as asked(spent_hash, next_hash, next_expires_at)
), used as (
  update refresh_tokens as spent set used_at = $4
  from asked
  where spent.token_hash = asked.spent_hash and spent.used_at is null and spent.revoked_at is null and spent.expires_at > $4
  returning spent.user_id, spent.family_id, asked.spent_hash, asked.next_hash, asked.next_expires_at
), owner as (
  select used.*, users.email from used join users on users.id = used.user_id
), next as (
  insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
  select user_id, family_id, next_hash, next_expires_at from owner
)
select spent_hash, user_id, email from owner`;

/**
 * Spends live refresh tokens and stores the next token of each one's sign-in. Returns the owner of each
 * spent token; a token that is unknown, used, revoked or expired has none. Each spent hash at most once:
 * one statement cannot spend a row twice.
 */
export async function rotateRefreshTokens(db: Db, now: Date, rotations: Rotation[]): Promise<Map<string, TokenOwner>> {
  const { rows } = await db.executeQuery<{ spent_hash: string; user_id: string; email: string }>(
    CompiledQuery.raw(rotateStatement, [
      rotations.map((r) => r.spentHash),
      rotations.map((r) => r.nextHash),
      rotations.map((r) => r.nextExpiresAt),
      now,
    ]),
  );
  return new Map(rows.map((row) => [row.spent_hash, { id: row.user_id, email: row.email }]));
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
