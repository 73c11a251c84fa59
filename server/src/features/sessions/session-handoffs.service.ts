import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ANY_INSTANCE, dropHandoffsTo, handOffSession, liveSessionOwner, notifyInstances, takeHandoff, takeUnclaimedHandoffs } from './session-handoffs.repository';

export { ANY_INSTANCE };

/** The Postgres channel on which an instance asks the others to hand over a session it was asked to resume. */
export const SESSION_RELEASE_CHANNEL = 'session_release';
/** The Postgres channel on which an instance tells the others an account was deleted: they end its sessions. */
export const ACCOUNT_DELETED_CHANNEL = 'account_deleted';

/**
 * Live sessions moving between instances that share one database (see docs/decisions.md, "A session
 * resumed on another instance"). The state itself is opaque here: the realtime layer defines it.
 */
export function createSessionHandoffs({ db, instanceId }: { db: Kysely<Database>; instanceId: string }) {
  return {
    instanceId,
    ownerOf: (userId: string, sessionId: string) => liveSessionOwner(db, userId, sessionId),
    askRelease: (request: string) => notifyInstances(db, SESSION_RELEASE_CHANNEL, request),
    handOff: (userId: string, sessionId: string, toInstance: string, state: string) =>
      handOffSession(db, { userId, sessionId, toInstance, state }),
    take: (userId: string, sessionId: string) => takeHandoff(db, userId, sessionId, instanceId),
    dropUntaken: () => dropHandoffsTo(db, instanceId),
    tellAccountDeleted: (userId: string) => notifyInstances(db, ACCOUNT_DELETED_CHANNEL, userId),
    takeUnclaimed: (seconds: number) => takeUnclaimedHandoffs(db, seconds, instanceId),
  };
}

export type SessionHandoffs = ReturnType<typeof createSessionHandoffs>;
