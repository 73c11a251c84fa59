import { useCallback, useEffect } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import type { RealtimeSession, SessionSnapshot } from './realtime-session';
import { rememberLeftSession } from './session-left-behind';

/**
 * Keeps a running session from being dropped silently. Leaving for another page of the app waits on
 * the returned blocker (the screen asks first, and goes on once the session has ended); a reload or a
 * closed tab gets the browser's own warning, and a page that leaves anyway remembers the session so
 * the screen can offer to continue it.
 */
export function useLeaveGuard(session: RealtimeSession, snapshot: SessionSnapshot, userId: string | undefined): Blocker {
  const live = snapshot.phase === 'active' && !snapshot.ending;

  useEffect(() => {
    if (!live) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const remember = () => {
      const leaving = session.leaving();
      if (leaving && userId) rememberLeftSession({ ...leaving, userId, leftAt: Date.now() });
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', remember);
    };
  }, [live, session, userId]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => live && currentLocation.pathname !== nextLocation.pathname,
    [live],
  );
  const blocker = useBlocker(shouldBlock);

  // Ended from the dialog (or on its own, at the limit or a lost connection): the navigation goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && snapshot.phase !== 'active') blocker.proceed();
  }, [blocker, snapshot.phase]);

  return blocker;
}
