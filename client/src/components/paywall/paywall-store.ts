import { useSyncExternalStore } from 'react';

/** Why the paywall is open, or null while it is closed. One paywall for the whole dashboard. */
let reason: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  reason = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the paywall with the reason a limit check gave (SPEC: 'A failed limit check opens the paywall with a
 * reason'): its text key (`limitReasons`, `checkLimit` here) or the server's refusal, already in words.
 */
export const openPaywall = (why: string) => set(why);
export const closePaywall = () => set(null);

export function usePaywallReason(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => reason,
  );
}
