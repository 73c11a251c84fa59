import type { ChangePasswordBody, MessageResponse } from '@shared/api/auth';
import type { Profile, UpdateProfileBody } from '@shared/api/profile';
import { api } from '@/lib/api-client';

export const settingsApi = {
  updateProfile: (body: UpdateProfileBody) => api.patch<Profile>('/api/profile', body),
  changePassword: (body: ChangePasswordBody) => api.post<MessageResponse>('/api/auth/password', body),
};
