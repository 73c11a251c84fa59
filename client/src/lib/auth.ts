import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, Profile } from '@shared/api/profile';
import { api, ApiError } from './api-client';

export const meQueryKey = ['me'] as const;

const meQueryOptions = queryOptions({
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

/** The signed-in user and profile; `data` is null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * Asks the server who is signed in now and resolves once the cache holds the answer, so a page
 * opened right after logging in never sees the signed-out value cached before.
 */
export function useReloadMe() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/**
 * Signs out on the server and forgets everything cached for this user. `beforeForget` runs once the
 * cookies are cleared but before the cache is, so a caller can leave a signed-in page first instead of
 * having its guard bounce to the login dialog.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async (beforeForget?: () => unknown) => {
    await api.post('/api/auth/logout').catch(() => undefined);
    await beforeForget?.();
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  };
}

/** Stores a freshly saved profile in the cached `me` and refetches it, so every screen shows it at once. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return async (profile: Profile) => {
    queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}
