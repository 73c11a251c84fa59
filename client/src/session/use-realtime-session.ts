import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionSurface } from '@shared/protocol/client-messages';
import { api } from '@/lib/api-client';
import { RealtimeSession, type SessionSnapshot } from './realtime-session';

/** Asking who is signed in refreshes an expired access cookie, which the socket upgrade needs. */
const refreshAccess = () => api.get('/api/me');

/** A realtime session owned by the calling screen: ended when the screen goes away. */
export function useRealtimeSession(surface: SessionSurface): { session: RealtimeSession; snapshot: SessionSnapshot } {
  const [session] = useState(() => new RealtimeSession(surface, refreshAccess));
  useEffect(() => () => session.dispose(), [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, snapshot };
}
