import type { Kysely } from 'kysely';
import type { JournalEntry, JournalKeepingBody, JournalResponse } from '@shared/api/journal';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../plugins/error-handler';
import { countEntries, deleteEntries, insertEntries, keptWithAccount, listEntries, setKeptWithAccount } from './journal.repository';

const keptOnDevice = () => new AppError('conflict', 409, { key: 'selfcare:messages.keptOnDevice' });

/**
 * The reflection journal of a person who keeps it with their account; always their own entries. Entries
 * keep the ids their browser gave them, so a retried save or move stores nothing twice.
 */
export function createJournalService({ db }: { db: Kysely<Database> }) {
  async function get(userId: string): Promise<JournalResponse> {
    const kept = await keptWithAccount(db, userId);
    return { keptWithAccount: kept, entries: kept ? await listEntries(db, userId) : [] };
  }

  return {
    get,

    add: (userId: string, entry: JournalEntry): Promise<JournalEntry> =>
      db.transaction().execute(async (trx) => {
        if (!(await keptWithAccount(trx, userId, 'share'))) throw keptOnDevice();
        if ((await insertEntries(trx, userId, [entry])).length > 0) throw notFound({ key: 'selfcare:messages.notFound' });
        return entry;
      }),

    /** 404 for an entry the user does not have (the browser counts its own entry gone as deleted). */
    remove: (userId: string, id: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await keptWithAccount(trx, userId, 'share'))) throw keptOnDevice();
        if ((await deleteEntries(trx, userId, [id])) === 0) throw notFound({ key: 'selfcare:messages.notFound' });
      }),

    /**
     * Moves the journal in one transaction. To the account: the device's entries are stored (also when the
     * journal is there already: another device's, or a retry) and the choice recorded. To the device: the
     * entries the device has stored are deleted, and only if that was every one of them.
     */
    async keep(userId: string, body: JournalKeepingBody): Promise<JournalResponse> {
      await db.transaction().execute(async (trx) => {
        const kept = await keptWithAccount(trx, userId, 'update');
        if (body.keep === 'account') {
          if ((await insertEntries(trx, userId, body.entries)).length > 0) throw new AppError('conflict', 409, { key: 'selfcare:messages.idTaken' });
          if (!kept) await setKeptWithAccount(trx, userId, true);
          return;
        }
        if (!kept) return;
        await deleteEntries(trx, userId, body.entryIds);
        if ((await countEntries(trx, userId)) > 0) throw new AppError('conflict', 409, { key: 'selfcare:messages.changedMeanwhile' });
        await setKeptWithAccount(trx, userId, false);
      });
      return get(userId);
    },
  };
}
