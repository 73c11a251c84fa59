import { useEffect, useState } from 'react';

/** Milliseconds on the monotonic clock that every exercise timer reads. */
export const clockNow = (): number => performance.now();

/**
 * The current time, refreshed every `intervalMs` while `active`. The tick only re-renders: what the
 * exercises show is worked out from the time itself, so slowed or skipped ticks (a background tab) cost nothing.
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    if (!active) return;
    setNow(clockNow());
    const timer = setInterval(() => setNow(clockNow()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
