import { queryOptions } from '@tanstack/react-query';
import type {
  MoodCheckIn,
  MoodEntriesResponse,
  MoodEntryBody,
  MoodStats,
  ReminderSaveResponse,
  ReminderSettings,
} from '@shared/api/mood';
import type { MessageResponse } from '@shared/api/auth';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const moodEntriesQuery = queryOptions({
  queryKey: [...queryKeys.mood, 'entries'],
  queryFn: () => api.get<MoodEntriesResponse>('/api/mood/entries'),
});

export const moodStatsQuery = queryOptions({
  queryKey: [...queryKeys.mood, 'stats', 30],
  queryFn: () => api.get<MoodStats>('/api/mood/stats?days=30'),
});

export const moodApi = {
  checkIn: (body: MoodEntryBody) => api.post<MoodCheckIn>('/api/mood/entries', body),
  saveReminder: (body: ReminderSettings) => api.put<ReminderSaveResponse>('/api/mood/reminder', body),
  sendTestReminder: () => api.post<MessageResponse>('/api/mood/reminder/test'),
};
