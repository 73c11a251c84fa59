import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryBody, JournalResponse } from '@shared/api/journal';
import { journalApi, journalQueryKey } from '../api/journal-api';
import { entryOf, type JournalDraft, type JournalEntry } from '../storage/journal-storage';
import { useDeviceJournal } from './use-device-journal';

export type JournalFailure = 'storage' | 'server';

const withoutId = ({ title, date, responses }: JournalEntry): JournalEntryBody => ({ title, date, responses });
const newestFirst = (entries: JournalEntry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date));

/**
 * The person's journal wherever they keep it: on this device (the default) or with their account, as
 * the server says. Each change resolves to null when done, or what refused it.
 */
export function useJournal(userId: string) {
  const queryClient = useQueryClient();
  const server = useQuery({ queryKey: journalQueryKey, queryFn: journalApi.get });
  const device = useDeviceJournal(userId);
  const withAccount = server.data?.keptWithAccount ?? false;
  const setServer = (data: JournalResponse) => queryClient.setQueryData(journalQueryKey, data);
  const setAccountEntries = (change: (entries: JournalEntry[]) => JournalEntry[]) =>
    queryClient.setQueryData<JournalResponse>(journalQueryKey, (old) => old && { ...old, entries: change(old.entries) });

  async function onServer(change: () => Promise<void>): Promise<JournalFailure | null> {
    try {
      await change();
      return null;
    } catch {
      return 'server';
    }
  }


  return {
    status: server.isPending ? ('loading' as const) : server.isError ? ('error' as const) : ('ready' as const),
    retry: () => void server.refetch(),
    keptWithAccount: withAccount,
    entries: withAccount ? (server.data?.entries ?? []) : device.entries,

    save(draft: JournalDraft): Promise<JournalFailure | null> {
      if (!withAccount) return Promise.resolve(device.save(draft) ? null : 'storage');
      return onServer(async () => {
        const saved = await journalApi.add(withoutId(entryOf(draft)));
        setAccountEntries((entries) => newestFirst([saved, ...entries]));
      });
    },

    remove(id: string): Promise<JournalFailure | null> {
      if (!withAccount) return Promise.resolve(device.remove(id) ? null : 'storage');
      return onServer(async () => {
        await journalApi.remove(id);
        setAccountEntries((entries) => entries.filter((e) => e.id !== id));
      });
    },

    /** Undo of a delete: the entry comes back (with the account, under a new id). */
    restore(entry: JournalEntry): Promise<JournalFailure | null> {
      if (!withAccount) return Promise.resolve(device.restore(entry) ? null : 'storage');
      return onServer(async () => {
        const saved = await journalApi.add(withoutId(entry));
        setAccountEntries((entries) => newestFirst([saved, ...entries]));
      });
    },

    /** The device's entries go to the account in one step; the device then forgets them. */
    moveToAccount(): Promise<JournalFailure | null> {
      const entries = device.entries.map(withoutId);
      return onServer(async () => {
        setServer(await journalApi.keep({ keep: 'account', entries }));
        device.clear();
      });
    },

    /** The account's entries are written to this device first; only then does the account delete them. */
    async moveToDevice(): Promise<JournalFailure | null> {
      const held = server.data?.entries ?? [];
      const before = device.entries;
      if (!device.replace([...held, ...before.filter((e) => !held.some((h) => h.id === e.id))])) return 'storage';
      const failure = await onServer(async () => {
        setServer(await journalApi.keep({ keep: 'device', entryIds: held.map((e) => e.id) }));
      });
      if (failure) device.replace(before);
      return failure;
    },
  };
}
