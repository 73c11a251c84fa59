import { queryOptions } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/api/mood';
import type { ChangePasswordBody, MessageResponse } from '@shared/api/auth';
import type { Profile, UpdateProfileBody } from '@shared/api/profile';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const settingsApi = {
  updateProfile: (body: UpdateProfileBody) => api.patch<Profile>('/api/profile', body),
  changePassword: (body: ChangePasswordBody) => api.post<MessageResponse>('/api/auth/password', body),
};

/** The Mood Tracker's reminder, the one place reminders are set: Settings only shows it. */
export const reminderQuery = queryOptions({
  queryKey: [...queryKeys.mood, 'reminder'],
  queryFn: () => api.get<ReminderSettings>('/api/mood/reminder'),
});
