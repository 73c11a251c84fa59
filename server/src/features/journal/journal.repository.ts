import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JournalEntry, JournalEntryBody } from '@shared/api/journal';
import type { Database } from '../../db/database';
import { seal } from '../../db/sealed-fields';

interface SealedContent {
  title: string;
  responses: JournalEntry['responses'];
}

/** Whether the user keeps their journal with the account; `lock` holds their profile row until the transaction ends. */
export async function keptWithAccount(db: Kysely<Database>, userId: string, { lock = false } = {}): Promise<boolean> {
  const query = db.selectFrom('profiles').select('keep_journal_with_account').where('id', '=', userId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
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

/** Stores a new entry of the user's, with an id of its own. */
export async function insertEntry(db: Kysely<Database>, userId: string, entry: JournalEntryBody): Promise<JournalEntry> {
  const content = seal(db, JSON.stringify({ title: entry.title, responses: entry.responses } satisfies SealedContent));
  const row = await db
    .insertInto('journal_entries')
    .values({ id: randomUUID(), user_id: userId, content, created_at: entry.date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...entry };
}

export async function deleteEntry(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('journal_entries').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function entryIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('journal_entries').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

export async function deleteAllEntries(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('journal_entries').where('user_id', '=', userId).execute();
}
