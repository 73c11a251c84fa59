import type { SessionSurface } from '@shared/protocol/session-kinds';

/** Where a left session is kept; apart from its schema, so signing out (in the app's first script) can forget it without zod. */
export const storageKey = (surface: SessionSurface) => `solace.left-session.${surface}`;

export function forgetLeftSession(surface: SessionSurface): void {
  try {
    sessionStorage.removeItem(storageKey(surface));
  } catch {
    // Nothing to forget.
  }
}
