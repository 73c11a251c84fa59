import type { JournalEntry, JournalKeepingBody, JournalResponse } from '@shared/api/journal';
import { api } from '@/lib/api-client';

export const journalQueryKey = ['journal'] as const;

/** The journal kept with the account, and the choice of where it is kept. */
export const journalApi = {
  get: () => api.get<JournalResponse>('/api/journal'),
  add: (entry: JournalEntry) => api.post<JournalEntry>('/api/journal/entries', entry),
  remove: (id: string) => api.delete<null>(`/api/journal/entries/${id}`),
  keep: (body: JournalKeepingBody) => api.put<JournalResponse>('/api/journal/keeping', body),
};
