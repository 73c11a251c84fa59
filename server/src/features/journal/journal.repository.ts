import type { Kysely } from 'kysely';
import type { JournalEntry } from '@shared/api/journal';
import type { Database } from '../../db/database';
import { seal } from '../../db/sealed-fields';

interface SealedContent {
  title: string;
  responses: JournalEntry['responses'];
}

/**
 * Whether the user keeps their journal with the account. In a transaction, `lock` holds their profile
 * row: 'share' for an entry added or deleted, 'update' for a move, so the two never interleave.
 */
export async function keptWithAccount(db: Kysely<Database>, userId: string, lock?: 'share' | 'update'): Promise<boolean> {
  const query = db.selectFrom('profiles').select('keep_journal_with_account').where('id', '=', userId);
  const locked = lock === 'share' ? query.forShare() : lock === 'update' ? query.forUpdate() : query;
  const row = await locked.executeTakeFirst();
  return row?.keep_journal_with_account ?? false;
}

export async function setKeptWithAccount(db: Kysely<Database>, userId: string, kept: boolean): Promise<void> {
  await db.updateTable('profiles').set({ keep_journal_with_account: kept, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** The user's entries, newest first (the content opened by the handle's keys). */
export async function listEntries(db: Kysely<Database>, userId: string): Promise<JournalEntry[]> {
  const rows = await db
    .selectFrom('journal_entries')
    .select(['id', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const content = JSON.parse(row.content) as SealedContent;
    return { id: row.id, title: content.title, date: row.created_at.toISOString(), responses: content.responses };
  });
}

/**
 * Stores the entries under the ids the browser gave them. An id already stored is left as it is (a
 * retried save); returns the ids that are not the user's, after all (another person's), so none is lost silently.
 */
export async function insertEntries(db: Kysely<Database>, userId: string, entries: JournalEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const values = entries.map((entry) => ({
    id: entry.id,
    user_id: userId,
    content: seal(db, JSON.stringify({ title: entry.title, responses: entry.responses } satisfies SealedContent)),
    created_at: entry.date,
  }));
  await db.insertInto('journal_entries').values(values).onConflict((oc) => oc.column('id').doNothing()).execute();
  const own = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', entries.map((e) => e.id))
    .execute();
  const owned = new Set(own.map((row) => row.id));
  return entries.map((e) => e.id).filter((id) => !owned.has(id));
}

export async function deleteEntries(db: Kysely<Database>, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.deleteFrom('journal_entries').where('id', 'in', ids).where('user_id', '=', userId).returning('id').execute();
  return rows.length;
}

export async function countEntries(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
