import { queryOptions } from '@tanstack/react-query';
import type { WrapUp, WrapUpsResponse } from '@shared/api/wrap-ups';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const wrapUpsQuery = queryOptions({
  queryKey: [...queryKeys.wrapUps, 'list'],
  queryFn: () => api.get<WrapUpsResponse>('/api/wrap-ups'),
});

export function wrapUpQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.wrapUps, 'detail', id],
    queryFn: () => api.get<WrapUp>(`/api/wrap-ups/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export const generateWrapUp = () => api.post<WrapUp>('/api/wrap-ups');
