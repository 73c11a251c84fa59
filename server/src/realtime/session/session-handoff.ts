import { z } from 'zod';
import { metrics } from '../../plugins/metrics';
import type { RealtimeDeps } from '../realtime-deps';
import { readHandoffState, writeHandoffState, type HandoffState } from './handoff-state';
import { LiveSession } from './live-session';
import type { SessionRegistry } from './session-registry';
import { sessionMeter } from './session-start';

/** How long a resume on this instance waits for the instance running the session to hand it over. */
export const HANDOFF_WAIT_MS = 3000;
/**
 * The old instance hands over only before this much of the wait has passed, so its write lands while the
 * asking one still looks: a handover that came too late would leave a session nobody runs.
 */
const HANDOFF_DEADLINE_MS = 2500;
/** The ask is sent again this often while waiting: one sent while the owner's listener was reconnecting is not lost. */
const ASK_AGAIN_MS = 500;

const releaseRequestSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  to: z.string().min(1),
  /** Null for a `session.close`: nothing will be replayed. */
  lastSeq: z.number().int().min(0).nullable(),
  /** Epoch ms after which the asking instance may have given up: no handover after it. */
  deadline: z.number(),
});

/**
 * Another instance was asked to resume one of this instance's sessions (a client reconnected through
 * the load balancer elsewhere): the session is handed to it. Requests for sessions not here are ignored.
 */
export async function releaseOnRequest(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>, payload: string): Promise<void> {
  const handoffs = deps.handoffs;
  const parsed = releaseRequestSchema.safeParse(safeJson(payload));
  if (!handoffs || !parsed.success || parsed.data.to === handoffs.instanceId) return;
  const { userId, sessionId, to, lastSeq, deadline } = parsed.data;
  const session = registry.find(userId, sessionId);
  if (!session || session.ended) return;
  await session.handOver(lastSeq, async (state) => {
    // Too late: the asking instance has given up (the client heard `session_not_found`); the session ends here.
    if (Date.now() > deadline) return false;
    return handoffs.handOff(userId, sessionId, to, writeHandoffState(state));
  });
}

/**
 * A resume of a session this instance does not run: when it is live on another instance, that one is
 * asked to hand it over and the session carries on here. Undefined when it is not live anywhere, or
 * was not handed over in time (its instance is gone: it ends the session when it comes back).
 */
export async function adoptSession(
  deps: RealtimeDeps,
  registry: SessionRegistry<LiveSession>,
  userId: string,
  sessionId: string,
  lastSeq: number | null,
): Promise<LiveSession | undefined> {
  const handoffs = deps.handoffs;
  // A stopping instance takes no session: it would only have to hand it on again (or end it).
  if (!handoffs || registry.closing || registry.isRefused(userId)) return undefined;
  const owner = await handoffs.ownerOf(userId, sessionId);
  if (owner === undefined) return undefined;
  // Another process's pace, not this session's: real time, whatever clock the session runs on.
  const started = Date.now();
  const request = JSON.stringify({ userId, sessionId, to: handoffs.instanceId, lastSeq, deadline: started + HANDOFF_DEADLINE_MS });
  let askedAt = Number.NEGATIVE_INFINITY;
  for (let poll = 10; ; poll = Math.min(poll * 2, 160)) {
    if (owner !== handoffs.instanceId && Date.now() - askedAt >= ASK_AGAIN_MS && Date.now() < started + HANDOFF_DEADLINE_MS) {
      askedAt = Date.now();
      await handoffs.askRelease(request);
    }
    if (registry.closing) return undefined;
    const taken = await handoffs.take(userId, sessionId);
    if (taken !== null) return restore(deps, registry, userId, sessionId, taken);
    if (Date.now() - started >= HANDOFF_WAIT_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, poll));
  }
}

/** Carries the session on here; if that fails, its books are closed as of now, since nobody else runs it any more. */
async function restore(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>, userId: string, sessionId: string, taken: string): Promise<LiveSession | undefined> {
  const state = readHandoffState(taken);
  try {
    if (!state) throw new Error('A handed-over session whose state cannot be read');
    return await carryOn(deps, registry, userId, sessionId, state);
  } catch (error) {
    deps.log.error({ err: error }, 'carrying on a handed-over session failed; ending it');
    const durationSeconds = state ? Math.max(0, Math.round((Date.now() - state.startedAt) / 1000)) : 0;
    await deps.sessions
      .end(userId, sessionId, { durationSeconds, voiceSeconds: Math.round((state?.voiceMs ?? 0) / 1000) })
      .catch((endError: unknown) => deps.log.error({ err: endError }, 'ending a handed-over session failed'));
    return undefined;
  }
}

async function carryOn(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>, userId: string, sessionId: string, state: HandoffState): Promise<LiveSession> {
  const settings = await deps.sessions.settingsFor(userId);
  let session: LiveSession | undefined = undefined;
  const meter = sessionMeter(deps, userId, settings, () => session, { usedMs: state.voiceMs });
  if (state.mode === 'text') meter.seedDayTotal(await deps.voiceUsage.usedOn(userId, settings.timezone, new Date(deps.clock.now())));
  const { title, surface, mode, startedAt, memories, moodBefore, ...carriedOver } = state;
  session = new LiveSession({
    id: sessionId,
    userId,
    title,
    surface,
    mode,
    settings,
    memories,
    moodBefore,
    startedAt,
    meter,
    deps,
    carriedOver,
    onEnded: (ended) => {
      registry.remove(ended);
      metrics.activeSessions.dec();
    },
  });
  registry.add(session);
  metrics.activeSessions.inc();
  return session;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
