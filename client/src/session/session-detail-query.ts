import { queryOptions } from '@tanstack/react-query';
import type { SessionDetail } from '@shared/api/sessions';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One past session with its messages: its page in the history, and the recap after it ends. */
export function sessionDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.sessions, 'detail', id],
    queryFn: () => api.get<SessionDetail>(`/api/sessions/${encodeURIComponent(id)}`),
    // A missing or malformed id will not appear by asking again.
    retry: false,
  });
}
