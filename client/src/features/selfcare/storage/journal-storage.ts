import { z } from 'zod';

/** A journal kept on this device (localStorage): the default, until the person keeps it with their account. */
const journalEntry = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO time it was saved. */
  date: z.string(),
  responses: z.array(z.object({ prompt: z.string(), response: z.string() })),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** One list per account, so two people sharing a browser never see each other's reflections. */
export const journalStorageKey = (userId: string) => `solace.journal.${userId}`;

/** The saved entries, newest first; anything unreadable in storage is skipped rather than failing the page. */
export function loadJournal(storage: Storage, userId: string): JournalEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(journalStorageKey(userId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = journalEntry.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function store(storage: Storage, userId: string, entries: JournalEntry[]): JournalEntry[] {
  storage.setItem(journalStorageKey(userId), JSON.stringify(entries));
  return entries;
}

export interface JournalDraft {
  id: string;
  title: string;
  date: Date;
  prompts: readonly string[];
  answers: readonly string[];
}

/** The entry a draft makes: the answered prompts only (blank answers say nothing). */
export function entryOf(draft: JournalDraft): JournalEntry {
  const responses = draft.prompts
    .map((prompt, i) => ({ prompt, response: (draft.answers[i] ?? '').trim() }))
    .filter((r) => r.response !== '');
  return { id: draft.id, title: draft.title.trim(), date: draft.date.toISOString(), responses };
}

/** Saves the draft's entry, newest entry first. */
export function saveJournalEntry(storage: Storage, userId: string, draft: JournalDraft): JournalEntry[] {
  const entry = entryOf(draft);
  return store(storage, userId, [entry, ...loadJournal(storage, userId).filter((e) => e.id !== draft.id)]);
}

export function deleteJournalEntry(storage: Storage, userId: string, id: string): JournalEntry[] {
  return store(storage, userId, loadJournal(storage, userId).filter((entry) => entry.id !== id));
}

/** Puts a deleted entry back where its date places it (Undo). */
export function restoreJournalEntry(storage: Storage, userId: string, entry: JournalEntry): JournalEntry[] {
  const entries = [entry, ...loadJournal(storage, userId).filter((e) => e.id !== entry.id)];
  return store(storage, userId, entries.sort((a, b) => b.date.localeCompare(a.date)));
}

/** Writes these entries as the device's journal (moving it here), newest first. */
export function replaceJournal(storage: Storage, userId: string, entries: JournalEntry[]): JournalEntry[] {
  return store(storage, userId, [...entries].sort((a, b) => b.date.localeCompare(a.date)));
}

/** Forgets the device's journal (it moved to the account). */
export function clearJournal(storage: Storage, userId: string): JournalEntry[] {
  storage.removeItem(journalStorageKey(userId));
  return [];
}
