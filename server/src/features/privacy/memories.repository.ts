import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface MemoryRow {
  id: string;
  fact: string;
  created_at: Date;
}

/** The user's long-term memories, oldest first, as the companion reads them. */
export async function listUserMemories(db: Kysely<Database>, userId: string): Promise<MemoryRow[]> {
  return db
    .selectFrom('user_memories')
    .select(['id', 'fact', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** True when the memory was the user's and is gone; another user's id deletes nothing. */
export async function deleteUserMemory(db: Kysely<Database>, userId: string, memoryId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('user_memories')
    .where('id', '=', memoryId)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** How many memories were deleted (RETURNING, as PGlite reports no affected-row count). */
export async function deleteAllUserMemories(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db.deleteFrom('user_memories').where('user_id', '=', userId).returning('id').execute();
  return rows.length;
}
