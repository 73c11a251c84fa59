import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@shared/api/auth';
import type { FeatureContext } from '../../feature-context';
import { AppError } from '../../plugins/error-handler';
import { REFRESH_TTL_SECONDS, signAccessToken } from '../../plugins/auth';
import { createRotationBatcher } from './refresh-rotation-batcher';
import { findRefreshToken, insertRefreshToken, revokeRefreshFamily } from './refresh-token.repository';
import { hashToken, newOpaqueToken, secondsAfter } from './tokens';

export interface SignIn {
  user: AuthUser;
  accessToken: string;
  refreshToken: string;
}

const signedOut = () => new AppError('unauthorized', 401, { key: 'errors.unauthorized' });

/** Sign-ins: a short-lived access JWT plus a refresh token that rotates on every use. */
export function createSignInService(context: FeatureContext) {
  const { db } = context;
  const rotateRefreshToken = createRotationBatcher(db, context.now);

  async function issue(user: AuthUser, familyId: string): Promise<SignIn> {
    const refresh = newOpaqueToken();
    await insertRefreshToken(db, {
      userId: user.id,
      familyId,
      hash: refresh.hash,
      expiresAt: secondsAfter(context.now(), REFRESH_TTL_SECONDS),
    });
    return signedIn(user, refresh.token);
  }

  async function signedIn(user: AuthUser, refreshToken: string): Promise<SignIn> {
    return { user, accessToken: await signAccessToken(user, context.config.authSecret), refreshToken };
  }

  return {
    /** Starts a new sign-in (a new refresh family). */
    start: (user: AuthUser) => issue(user, randomUUID()),

    /**
     * Trades a refresh token for a new pair. A token that was already used means it was copied:
     * the whole sign-in is revoked, so the thief and the victim must both sign in again.
     */
    async rotate(refreshToken: string | undefined): Promise<SignIn> {
      if (!refreshToken) throw signedOut();
      const hash = hashToken(refreshToken);
      const now = context.now();
      const next = newOpaqueToken();
      const owner = await rotateRefreshToken({
        spentHash: hash,
        nextHash: next.hash,
        nextExpiresAt: secondsAfter(now, REFRESH_TTL_SECONDS),
      });
      if (!owner) {
        const known = await findRefreshToken(db, hash);
        if (known?.used_at) await revokeRefreshFamily(db, known.family_id, now);
        throw signedOut();
      }
      return signedIn({ id: owner.id, email: owner.email }, next.token);
    },

    /** Ends the sign-in a refresh token belongs to; unknown tokens are ignored. */
    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const known = await findRefreshToken(db, hashToken(refreshToken));
      if (known) await revokeRefreshFamily(db, known.family_id, context.now());
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
