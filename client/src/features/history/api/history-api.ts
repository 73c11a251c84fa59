import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SessionListResponse, SessionSort } from '@shared/api/sessions';
import { api, ApiError, resumeSession } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

const historyKey = queryKeys.sessions;

export function sessionListQuery(search: string, sort: SessionSort) {
  return infiniteQueryOptions({
    queryKey: [...historyKey, 'list', { search, sort }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ sort });
      if (search) params.set('search', search);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<SessionListResponse>(`/api/sessions?${params.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const deleteSession = (id: string) => api.delete<void>(`/api/sessions/${encodeURIComponent(id)}`);

/** A kept recording's audio (`audioUrl` of a message), fetched when asked for: it is never cached. */
export async function fetchRecording(url: string): Promise<Blob> {
  const get = () => fetch(url, { credentials: 'same-origin' });
  let response = await get();
  if (response.status === 401 && (await resumeSession())) response = await get();
  if (!response.ok) throw new ApiError(response.status, 'internal_error', i18n.t('history:messages.recordingFailed'));
  return response.blob();
}
