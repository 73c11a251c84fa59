import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JournalResponse } from '@shared/api/journal';
import { ApiError } from '@/lib/api-client';
import { journalApi, journalQueryKey } from '../api/journal-api';
import { entryOf, type JournalDraft, type JournalEntry } from '../storage/journal-storage';
import { useDeviceJournal } from './use-device-journal';

/** Why a change did not happen, in words for the person (the server's in the page's language); null when it did. */
export type JournalOutcome = string | null;

const newestFirst = (entries: JournalEntry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date));
/** The server answered, and refused: nothing happened there. */
const refused = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The person's journal wherever they keep it: on this device (the default) or with their account, as
 * the server says. Entries keep the ids this browser gave them, so a retried request stores nothing twice.
 */
export function useJournal(userId: string) {
  const { t } = useTranslation('selfcare');
  const journalNotStored = t('journal.problems.notStored');
  const unreachable = t('journal.problems.unreachable');
  const queryClient = useQueryClient();
  const server = useQuery({ queryKey: journalQueryKey, queryFn: journalApi.get });
  const device = useDeviceJournal(userId);
  const withAccount = server.data?.keptWithAccount ?? false;
  const setAccountEntries = (change: (entries: JournalEntry[]) => JournalEntry[]) =>
    queryClient.setQueryData<JournalResponse>(journalQueryKey, (old) => old && { ...old, entries: newestFirst(change(old.entries)) });

  /** Runs a change on the server; a refusal (the journal moved meanwhile, on another device) reloads it. */
  async function onServer(change: () => Promise<void>): Promise<JournalOutcome> {
    try {
      await change();
      return null;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: journalQueryKey });
      return refused(error) ? error.message : unreachable;
    }
  }

  const onDevice = (done: boolean): Promise<JournalOutcome> => Promise.resolve(done ? null : journalNotStored);

  const add = (entry: JournalEntry) =>
    onServer(async () => {
      await journalApi.add(entry);
      setAccountEntries((entries) => [entry, ...entries.filter((e) => e.id !== entry.id)]);
    });

  return {
    status: server.isPending || (server.isError && server.isFetching) ? ('loading' as const) : server.isError ? ('error' as const) : ('ready' as const),
    retry: () => void server.refetch(),
    keptWithAccount: withAccount,
    entries: withAccount ? (server.data?.entries ?? []) : device.entries,
    /** While the journal is with the account: entries left on this device from before (another device moved it). */
    onThisDeviceOnly: withAccount ? device.entries.length : 0,

    save: (draft: JournalDraft) => (withAccount ? add(entryOf(draft)) : onDevice(device.save(draft))),

    remove(id: string): Promise<JournalOutcome> {
      if (!withAccount) return onDevice(device.remove(id));
      return onServer(async () => {
        // Already gone (a retried delete): deleted all the same.
        await journalApi.remove(id).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        setAccountEntries((entries) => entries.filter((e) => e.id !== id));
      });
    },

    /** Undo of a delete: the entry comes back under its id. */
    restore: (entry: JournalEntry) => (withAccount ? add(entry) : onDevice(device.restore(entry))),

    /** The device's entries go to the account in one step; the device forgets them once the account has them. */
    moveToAccount(): Promise<JournalOutcome> {
      return onServer(async () => {
        const moved = await journalApi.keep({ keep: 'account', entries: device.entries });
        queryClient.setQueryData(journalQueryKey, moved);
        if (moved.keptWithAccount) device.clear();
      });
    },

    /**
     * The account's entries are written to this device first; the account deletes them only then. When
     * the answer is lost, the copy here stays (the account may have deleted its own).
     */
    async moveToDevice(): Promise<JournalOutcome> {
      const held = server.data?.entries ?? [];
      const before = device.entries;
      if (!device.replace([...held, ...before.filter((e) => !held.some((h) => h.id === e.id))])) return journalNotStored;
      try {
        queryClient.setQueryData(journalQueryKey, await journalApi.keep({ keep: 'device', entryIds: held.map((e) => e.id) }));
        return null;
      } catch (error) {
        if (refused(error)) device.replace(before);
        void queryClient.invalidateQueries({ queryKey: journalQueryKey });
        return refused(error) ? error.message : unreachable;
      }
    },
  };
}
