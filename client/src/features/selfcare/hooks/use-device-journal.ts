import { useCallback, useEffect, useState } from 'react';
import {
  clearJournal,
  deleteJournalEntry,
  journalStorageKey,
  loadJournal,
  replaceJournal,
  restoreJournalEntry,
  saveJournalEntry,
  type JournalDraft,
  type JournalEntry,
} from '../storage/journal-storage';

/** The user's journal entries on this device, kept in step with other tabs. */
export function useDeviceJournal(userId: string) {
  const [entries, setEntries] = useState<JournalEntry[]>(() => loadJournal(localStorage, userId));

  useEffect(() => {
    setEntries(loadJournal(localStorage, userId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === journalStorageKey(userId)) setEntries(loadJournal(localStorage, userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  // Storage can refuse a write (full, or blocked by the browser): the caller tells the person.
  const write = useCallback((change: () => JournalEntry[]): boolean => {
    try {
      setEntries(change());
      return true;
    } catch {
      return false;
    }
  }, []);

  return {
    entries,
    save: (draft: JournalDraft) => write(() => saveJournalEntry(localStorage, userId, draft)),
    remove: (id: string) => write(() => deleteJournalEntry(localStorage, userId, id)),
    restore: (entry: JournalEntry) => write(() => restoreJournalEntry(localStorage, userId, entry)),
    replace: (all: JournalEntry[]) => write(() => replaceJournal(localStorage, userId, all)),
    clear: () => write(() => clearJournal(localStorage, userId)),
  };
}
