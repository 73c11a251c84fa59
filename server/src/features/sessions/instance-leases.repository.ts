import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

// Times are the database's clock: every instance reads the same one.
const expiresIn = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** Takes the lease on `instanceId` for `holder` when nobody holds it or its holder let it lapse; true when taken. */
export async function takeLease(db: Kysely<Database>, instanceId: string, holder: string, ms: number): Promise<boolean> {
  const row = await db
    .insertInto('instance_leases')
    .values({ instance_id: instanceId, holder, expires_at: expiresIn(ms) })
    .onConflict((oc) =>
      oc
        .column('instance_id')
        .doUpdateSet({ holder, expires_at: expiresIn(ms), renewed_at: sql`now()` })
        .where('instance_leases.expires_at', '<', sql<Date>`now()`),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Extends `holder`'s lease; false when it is no longer theirs (it lapsed and was taken). */
export async function renewLease(db: Kysely<Database>, instanceId: string, holder: string, ms: number): Promise<boolean> {
  // Read back rather than counted: the embedded database's driver reports no count for an update.
  const renewed = await db
    .updateTable('instance_leases')
    .set({ expires_at: expiresIn(ms), renewed_at: sql`now()` })
    .where('instance_id', '=', instanceId)
    .where('holder', '=', holder)
    .returning('holder')
    .executeTakeFirst();
  return renewed !== undefined;
}

export async function releaseLease(db: Kysely<Database>, instanceId: string, holder: string): Promise<void> {
  await db.deleteFrom('instance_leases').where('instance_id', '=', instanceId).where('holder', '=', holder).execute();
}

/** When the lease on `instanceId` was last renewed and how long until it lapses; undefined when nobody holds one. */
export async function leaseOf(db: Kysely<Database>, instanceId: string): Promise<{ renewedAt: Date; msLeft: number } | undefined> {
  const row = await db
    .selectFrom('instance_leases')
    .select(['renewed_at', sql<string>`extract(epoch from expires_at - now()) * 1000`.as('ms_left')])
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
  return row && { renewedAt: new Date(row.renewed_at), msLeft: Math.max(0, Number(row.ms_left)) };
}

/**
 * The instances whose lease lapsed (they crashed): their leases removed and their live sessions, and
 * handoffs waiting for them, made `instanceId`'s in one transaction, so a session this instance then fails
 * to end is ended when it next starts. Returns the sessions taken.
 */
export async function takeSessionsOfLapsedLeases(db: Kysely<Database>, instanceId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const lapsed = await trx
      .deleteFrom('instance_leases')
      .where('expires_at', '<', sql<Date>`now()`)
      .where('instance_id', '!=', instanceId)
      .returning('instance_id')
      .execute();
    if (lapsed.length === 0) return [];
    const ids = lapsed.map((row) => row.instance_id);
    await trx.deleteFrom('session_handoffs').where('to_instance', 'in', ids).execute();
    const taken = await trx
      .updateTable('sessions')
      .set({ instance_id: instanceId })
      .where('instance_id', 'in', ids)
      .where('ended_at', 'is', null)
      .returning('id')
      .execute();
    return taken.map((row) => row.id);
  });
}
