import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { seal } from '../../db/sealed-fields';

/** `to_instance` of a session handed to whichever instance its client reaches first (one that is draining hands its sessions over so). */
export const ANY_INSTANCE = '*';

/**
 * Hands a live session to `toInstance`: its row names the new owner and the state it needs waits,
 * sealed, for that instance to take. False when the session is no longer live (it ended meanwhile).
 */
export async function handOffSession(
  db: Kysely<Database>,
  handoff: { userId: string; sessionId: string; toInstance: string; state: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('sessions')
      .set({ instance_id: handoff.toInstance === ANY_INSTANCE ? null : handoff.toInstance })
      .where('id', '=', handoff.sessionId)
      .where('user_id', '=', handoff.userId)
      .where('ended_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return false;
    const state = seal(trx, handoff.state);
    await trx
      .insertInto('session_handoffs')
      .values({ session_id: handoff.sessionId, user_id: handoff.userId, to_instance: handoff.toInstance, handoff_state: state })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ to_instance: handoff.toInstance, handoff_state: state, created_at: sql`now()` }))
      .execute();
    return true;
  });
}

/**
 * Takes (once) the state of a session handed to `instanceId`, or to any instance, while the session is
 * still live and handed this way (not ended meanwhile by an old owner that thought the handover had
 * failed); the session is then this instance's. Null when there is none (yet).
 */
export async function takeHandoff(db: Kysely<Database>, userId: string, sessionId: string, instanceId: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('session_handoffs')
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('to_instance', 'in', [instanceId, ANY_INSTANCE])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .where('sessions.id', '=', sessionId)
            .where('sessions.ended_at', 'is', null)
            .where((s) => s.or([s('sessions.instance_id', '=', instanceId), s('sessions.instance_id', 'is', null)])),
        ),
      )
      .returning('handoff_state')
      .executeTakeFirst();
    if (!row) return null;
    await trx.updateTable('sessions').set({ instance_id: instanceId }).where('id', '=', sessionId).where('user_id', '=', userId).execute();
    return row.handoff_state;
  });
}

/**
 * Handed to any instance more than `seconds` ago (the database's clock) and taken by none: removed, and
 * their sessions made `instanceId`'s in the same transaction, so one this instance fails to end is ended
 * when it next starts (as its own sessions left open are).
 */
export async function takeUnclaimedHandoffs(
  db: Kysely<Database>,
  seconds: number,
  instanceId: string,
): Promise<{ sessionId: string; userId: string; state: string; handedAt: Date }[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('session_handoffs')
      .where('to_instance', '=', ANY_INSTANCE)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .returning(['session_id', 'user_id', 'handoff_state', 'created_at'])
      .execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('sessions')
      .set({ instance_id: instanceId })
      .where('id', 'in', rows.map((r) => r.session_id))
      .where('ended_at', 'is', null)
      .execute();
    return rows.map((r) => ({ sessionId: r.session_id, userId: r.user_id, state: r.handoff_state, handedAt: new Date(r.created_at) }));
  });
}

/** The instance running the user's live session; undefined when it is not live (ended, unknown, another user's). */
export async function liveSessionOwner(db: Kysely<Database>, userId: string, sessionId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('instance_id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row ? row.instance_id : undefined;
}

/** Handoffs nobody took (the instance they went to died): dropped as that instance ends its sessions. */
export async function dropHandoffsTo(db: Kysely<Database>, instanceId: string): Promise<void> {
  await db.deleteFrom('session_handoffs').where('to_instance', '=', instanceId).execute();
}

/** Tells the instances listening on `channel`; every instance hears it, the one concerned answers. */
export async function notifyInstances(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
