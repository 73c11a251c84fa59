import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@shared/api/profile';
import { api, ApiError } from './api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user and profile; `data` is null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<MeResponse | null> => {
      try {
        return await api.get<MeResponse>('/api/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Signs out on the server and forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api.post('/api/auth/logout').catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };
}
