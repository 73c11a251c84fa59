import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, Profile, SessionResponse } from '@shared/api/profile';
import { api, ApiError, resumeSession } from './api-client';
import { sessionSurfaces } from '@shared/protocol/session-kinds';
import { forgetLeftSession } from '@/session/left-session-key';

export const meQueryKey = ['me'] as const;

const readSession = async (): Promise<MeResponse | null> => {
  const session = await api.get<SessionResponse>('/api/session');
  return session.user ? session : null;
};

const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  // Signed out is an answer, never a 401: a visitor's page load logs no errors. Without a live access
  // cookie the sign-in is resumed from the refresh cookie, if there is one, and asked again.
  queryFn: async (): Promise<MeResponse | null> => (await readSession()) ?? ((await resumeSession()) ? readSession() : null),
  staleTime: 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** The signed-in user and profile; `data` is null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * Asks the server who is signed in now and resolves once the cache holds the answer, so a page
 * opened right after logging in never sees the signed-out value cached before. A question still in
 * flight (a page that signs in as it loads, like the confirmation link's) is dropped first: it was
 * asked before the sign-in and would answer signed out.
 */
export function useReloadMe() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: meQueryKey });
    return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  };
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
    // A session left behind in this tab holds what was said: it goes with the sign-in.
    for (const surface of sessionSurfaces) forgetLeftSession(surface);
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
