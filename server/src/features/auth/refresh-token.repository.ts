import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { preparedQuery, type ValueOf } from '../../db/prepared-query';

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

interface Rotation {
  spentHash: string;
  now: Date;
  nextHash: string;
  nextExpiresAt: Date;
}

const rotateQuery = preparedQuery((db: Db, value: ValueOf<Rotation>) =>
  db
    .with('used', (q) =>
      q
        .updateTable('refresh_tokens')
        .set({ used_at: value('now') })
        .where('token_hash', '=', value('spentHash'))
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', value('now'))
        .returning(['user_id', 'family_id']),
    )
    .with('owner', (q) =>
      q.selectFrom('used').innerJoin('users', 'users.id', 'used.user_id').select(['users.id', 'users.email', 'used.family_id']),
    )
    .with('next', (q) =>
      q
        .insertInto('refresh_tokens')
        .columns(['user_id', 'family_id', 'token_hash', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('owner')
            .select((s) => [
              'owner.id',
              'owner.family_id',
              s.cast<string>(s.val(value('nextHash')), 'text').as('token_hash'),
              s.cast<Date>(s.val(value('nextExpiresAt')), 'timestamptz').as('expires_at'),
            ]),
        )
        .returning('id'),
    )
    .selectFrom('owner')
    .select(['owner.id', 'owner.email']),
);

/**
 * Spends a live refresh token and stores the next one of the same sign-in, in one statement: atomic
 * (two requests racing with the same token cannot both win) and one round trip. Returns the owner;
 * undefined when the token is unknown, used, revoked or expired.
 */
export async function rotateRefreshToken(db: Db, rotation: Rotation): Promise<{ id: string; email: string } | undefined> {
  const [owner] = await rotateQuery(db, rotation);
  return owner;
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
