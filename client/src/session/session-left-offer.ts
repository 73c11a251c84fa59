import { useCallback, useEffect, useState } from 'react';
import type { SessionSurface } from '@shared/protocol/client-messages';
import type { RealtimeSession, SessionSnapshot } from './realtime-session';
import { forgetLeftSession, readLeftSession, timeToContinue, type LeftSession } from './session-left-behind';

export type LeftSessionOffer =
  | { state: 'none' }
  /** It can be continued or ended; `busy` once the person chose. */
  | { state: 'open'; left: LeftSession; busy: 'continue' | 'end' | null }
  /** Too late: the server ended it when its grace period ran out, with its duration up to the drop. */
  | { state: 'expired'; left: LeftSession };

/**
 * The session this tab left on `surface`, offered until the server's grace period runs out. Choosing
 * to continue or end it forgets it here; the offer then lasts until the session screen takes over.
 */
export function useLeftSessionOffer(surface: SessionSurface, userId: string | undefined, session: RealtimeSession, snapshot: SessionSnapshot) {
  const [left, setLeft] = useState(() => (userId ? readLeftSession(surface, userId) : null));
  const [chosen, setChosen] = useState<'continue' | 'end' | null>(null);
  const [launched, setLaunched] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const remaining = left ? timeToContinue(left, now) : 0;

  useEffect(() => {
    if (!left || remaining === 0 || chosen) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining);
    return () => clearTimeout(timer);
  }, [left, remaining, chosen]);

  useEffect(() => {
    if (left && remaining === 0 && !chosen) forgetLeftSession(surface);
  }, [left, remaining, chosen, surface]);

  // Once the choice has run (the session is back, ended, or refused), the screen shows that instead.
  const settled = launched && snapshot.phase !== 'starting';
  useEffect(() => {
    if (!settled) return;
    setLeft(null);
    setChosen(null);
    setLaunched(false);
  }, [settled]);

  const choose = useCallback(
    (choice: 'continue' | 'end') => {
      forgetLeftSession(surface);
      setChosen(choice);
    },
    [surface],
  );
  const dismiss = useCallback(() => {
    forgetLeftSession(surface);
    setLeft(null);
  }, [surface]);

  let offer: LeftSessionOffer = { state: 'none' };
  if (left && !settled) offer = remaining > 0 || chosen ? { state: 'open', left, busy: chosen } : { state: 'expired', left };

  return {
    offer,
    dismiss,
    /** Continue it; `prepare` runs first (a voice call's microphone), and a throw keeps the offer open. */
    continueIt: async (prepare?: () => Promise<void>) => {
      if (!left) return;
      choose('continue');
      try {
        await prepare?.();
      } catch (error) {
        setChosen(null);
        throw error;
      }
      session.resume(left);
      setLaunched(true);
    },
    endIt: (moodAfter?: Parameters<RealtimeSession['closeLeft']>[1]) => {
      if (!left) return;
      choose('end');
      session.closeLeft(left, moodAfter);
      setLaunched(true);
    },
  };
}
