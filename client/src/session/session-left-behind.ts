import { z } from 'zod';
import { sessionModes, sessionSurfaces, type SessionSurface } from '@shared/protocol/client-messages';
import { RESUME_GRACE_SECONDS } from '@shared/protocol/version';
import { storageKey } from './left-session-key';
import type { Transcript } from './session-transcript';

export { forgetLeftSession } from './left-session-key';

/**
 * A live session this tab left (a reload, or a page outside the app), kept in `sessionStorage`: this
 * tab only, gone when it closes. Within the server's grace period the session screen offers to
 * continue it from `lastSeq`, with the conversation as it was, or to end it.
 */
export interface LeftSession {
  userId: string;
  surface: SessionSurface;
  sessionId: string;
  lastSeq: number;
  mode: (typeof sessionModes)[number];
  title: string;
  /** Client clock, like `leftAt`: the session timer goes on from here. */
  startedAt: number;
  leftAt: number;
  transcript: Transcript;
}

/** The server's grace period starts when the socket drops, about when the page went: a little is kept in hand. */
const MARGIN_MS = 3_000;
export const OFFER_MS = RESUME_GRACE_SECONDS * 1000 - MARGIN_MS;

const entry = z.object({
  key: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  status: z.enum(['sent', 'streaming', 'done', 'interrupted']),
  turnId: z.number().nullable(),
  at: z.number(),
});

const leftSession = z.object({
  userId: z.string(),
  surface: z.enum(sessionSurfaces),
  sessionId: z.uuid(),
  lastSeq: z.number().int().min(0),
  mode: z.enum(sessionModes),
  title: z.string(),
  startedAt: z.number(),
  leftAt: z.number(),
  transcript: z.array(entry),
});


export function rememberLeftSession(left: LeftSession): void {
  try {
    sessionStorage.setItem(storageKey(left.surface), JSON.stringify(left));
  } catch {
    // Storage full or blocked: the session still ends on the server after its grace period.
  }
}

/** The session this user left on this surface, if any (whether or not it can still be continued). */
export function readLeftSession(surface: SessionSurface, userId: string): LeftSession | null {
  try {
    const stored = sessionStorage.getItem(storageKey(surface));
    const parsed = stored === null ? null : leftSession.safeParse(JSON.parse(stored));
    return parsed?.success && parsed.data.userId === userId && parsed.data.surface === surface ? parsed.data : null;
  } catch {
    return null;
  }
}


/** Milliseconds left to continue it; 0 once the server has ended it. */
export function timeToContinue(left: LeftSession, now: number): number {
  return Math.max(0, left.leftAt + OFFER_MS - now);
}
