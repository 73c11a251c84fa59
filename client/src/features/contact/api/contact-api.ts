import type { ContactBody } from '@shared/api/contact';
import type { MessageResponse } from '@shared/api/auth';
import { api } from '@/lib/api-client';

export const contactApi = {
  send: (body: ContactBody) => api.post<MessageResponse>('/api/contact', body),
};
