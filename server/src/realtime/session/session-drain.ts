import { ANY_INSTANCE } from '../../features/sessions/session-handoffs.service';
import type { RealtimeDeps } from '../realtime-deps';
import { readHandoffState, writeHandoffState } from './handoff-state';
import type { LiveSession } from './live-session';
import type { SessionRegistry } from './session-registry';

/** The latest events a drained session carries for its client's resume (it has normally seen them all). */
const DRAIN_REPLAY_EVENTS = 256;
/** A drained session nobody resumed within this long (its resume window and a margin) is ended by whichever instance looks. */
export const UNCLAIMED_AFTER_MS = 65_000;

/**
 * This instance is stopping (SIGTERM, a rolling deploy): each live session is handed to whichever
 * instance its client reaches next, and its socket closed with 1012 so the client reconnects and
 * resumes. A session that cannot be handed over ends here, as on any shutdown.
 */
export async function drainSessions(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>): Promise<void> {
  registry.closing = true;
  const handoffs = deps.handoffs;
  if (!handoffs) return;
  await Promise.allSettled(
    registry.all().map((session) =>
      session.handOver(
        Math.max(0, session.outbox.lastSeq - DRAIN_REPLAY_EVENTS),
        (state) => handoffs.handOff(session.userId, session.id, ANY_INSTANCE, writeHandoffState(state)),
        'restarting',
      ),
    ),
  );
}

/** Ends the drained sessions nobody came back for: each lasted until it was handed over (or its drop, if earlier). Returns how many. */
export async function endUnclaimedSessions(deps: RealtimeDeps): Promise<number> {
  const handoffs = deps.handoffs;
  if (!handoffs) return 0;
  const unclaimed = await handoffs.takeUnclaimed(UNCLAIMED_AFTER_MS / 1000);
  for (const { sessionId, userId, state: text, handedAt } of unclaimed) {
    const state = readHandoffState(text);
    const startedAt = state?.startedAt ?? handedAt.getTime();
    const endedAt = Math.min(handedAt.getTime(), state?.droppedAt ?? Number.POSITIVE_INFINITY);
    await deps.sessions
      .end(userId, sessionId, {
        durationSeconds: Math.max(0, Math.round((endedAt - startedAt) / 1000)),
        voiceSeconds: Math.round((state?.voiceMs ?? 0) / 1000),
        endedAt: new Date(endedAt),
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'ending a session nobody came back for failed'));
  }
  return unclaimed.length;
}
