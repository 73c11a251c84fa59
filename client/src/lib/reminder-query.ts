import { queryOptions } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/api/mood';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The mood reminder, set in the Mood Tracker (the one place reminders are set) and shown in Settings. */
export const reminderQuery = queryOptions({
  queryKey: [...queryKeys.mood, 'reminder'],
  queryFn: () => api.get<ReminderSettings>('/api/mood/reminder'),
});
