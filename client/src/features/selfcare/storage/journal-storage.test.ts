import { describe, expect, it } from 'vitest';
import { clearJournal, deleteJournalEntry, journalStorageKey, loadJournal, replaceJournal, restoreJournalEntry, saveJournalEntry } from './journal-storage';

/** localStorage's interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const prompts = ['First?', 'Second?', 'Third?'];
const draft = (id: string, iso: string, answers: string[]) => ({ id, title: ` Entry ${id} `, date: new Date(iso), prompts, answers });

describe('journal storage', () => {
  it('keeps only answered prompts, newest first, per user', () => {
    const storage = memoryStorage();
    saveJournalEntry(storage, 'u1', draft('a', '2026-11-24T10:00:00Z', ['Calm', '  ', '']));
    const entries = saveJournalEntry(storage, 'u1', draft('b', '2026-11-25T10:00:00Z', ['', 'Busy', 'Rest']));
    expect(entries.map((e) => e.id)).toEqual(['b', 'a']);
    expect(entries[1]).toEqual({ id: 'a', title: 'Entry a', date: '2026-11-24T10:00:00.000Z', responses: [{ prompt: 'First?', response: 'Calm' }] });
    expect(loadJournal(storage, 'u1')).toEqual(entries);
    expect(loadJournal(storage, 'u2')).toEqual([]);
  });

  it('deletes an entry and puts it back in date order on undo', () => {
    const storage = memoryStorage();
    saveJournalEntry(storage, 'u1', draft('a', '2026-11-24T10:00:00Z', ['1']));
    saveJournalEntry(storage, 'u1', draft('b', '2026-11-25T10:00:00Z', ['2']));
    saveJournalEntry(storage, 'u1', draft('c', '2026-11-26T10:00:00Z', ['3']));
    const [, middle] = loadJournal(storage, 'u1');
    expect(deleteJournalEntry(storage, 'u1', 'b').map((e) => e.id)).toEqual(['c', 'a']);
    expect(restoreJournalEntry(storage, 'u1', middle!).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('skips what it cannot read instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(journalStorageKey('u1'), '{not json');
    expect(loadJournal(storage, 'u1')).toEqual([]);
    storage.setItem(journalStorageKey('u1'), JSON.stringify({ id: 'x' }));
    expect(loadJournal(storage, 'u1')).toEqual([]);
    storage.setItem(journalStorageKey('u1'), JSON.stringify([{ id: 'x' }, { id: 'y', title: 'T', date: '2026-11-24T10:00:00.000Z', responses: [] }]));
    expect(loadJournal(storage, 'u1').map((e) => e.id)).toEqual(['y']);
  });
});

describe('moving the journal between this device and the account', () => {
  it('writes a whole journal newest first, and forgets it', () => {
    const storage = memoryStorage();
    const older = { id: 'a', title: 'Older', date: '2026-11-01T09:00:00.000Z', responses: [{ prompt: 'First?', response: 'One' }] };
    const newer = { id: 'b', title: 'Newer', date: '2026-11-02T09:00:00.000Z', responses: [{ prompt: 'First?', response: 'Two' }] };
    expect(replaceJournal(storage, 'u1', [older, newer]).map((e) => e.id)).toEqual(['b', 'a']);
    expect(loadJournal(storage, 'u1').map((e) => e.id)).toEqual(['b', 'a']);
    expect(clearJournal(storage, 'u1')).toEqual([]);
    expect(storage.getItem(journalStorageKey('u1'))).toBeNull();
  });
});
