import type { Kysely } from 'kysely';
import type { JournalEntry, JournalEntryBody, JournalKeepingBody, JournalResponse } from '@shared/api/journal';
import { journalMessages } from '@shared/messages';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../plugins/error-handler';
import { deleteAllEntries, deleteEntry, entryIds, insertEntry, keptWithAccount, listEntries, setKeptWithAccount } from './journal.repository';

/** The reflection journal of a person who keeps it with their account; always their own entries. */
export function createJournalService({ db }: { db: Kysely<Database> }) {
  async function get(userId: string): Promise<JournalResponse> {
    const kept = await keptWithAccount(db, userId);
    return { keptWithAccount: kept, entries: kept ? await listEntries(db, userId) : [] };
  }

  async function requireKeptWithAccount(userId: string): Promise<void> {
    if (!(await keptWithAccount(db, userId))) throw new AppError('conflict', 409, journalMessages.keptOnDevice);
  }

  return {
    get,

    async add(userId: string, entry: JournalEntryBody): Promise<JournalEntry> {
      await requireKeptWithAccount(userId);
      return insertEntry(db, userId, entry);
    },

    async remove(userId: string, id: string): Promise<void> {
      await requireKeptWithAccount(userId);
      if (!(await deleteEntry(db, userId, id))) throw notFound(journalMessages.notFound);
    },

    /**
     * Moves the journal in one transaction. To the account: the device's entries are stored and the choice
     * recorded. To the device: only when the device has stored every entry the account holds; they are then deleted.
     */
    async keep(userId: string, body: JournalKeepingBody): Promise<JournalResponse> {
      await db.transaction().execute(async (trx) => {
        // The profile row is locked first, so two moves of one journal happen one after the other.
        const kept = await keptWithAccount(trx, userId, { lock: true });
        if (kept === (body.keep === 'account')) return;
        if (body.keep === 'account') {
          for (const entry of body.entries) await insertEntry(trx, userId, entry);
          await setKeptWithAccount(trx, userId, true);
          return;
        }
        const stored = new Set(body.entryIds);
        if ((await entryIds(trx, userId)).some((id) => !stored.has(id))) throw new AppError('conflict', 409, journalMessages.changedMeanwhile);
        await deleteAllEntries(trx, userId);
        await setKeptWithAccount(trx, userId, false);
      });
      return get(userId);
    },
  };
}
