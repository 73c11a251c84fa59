import { z } from 'zod';
import { sessionModes, sessionSurfaces } from '@shared/protocol/client-messages';
import { ANY_INSTANCE } from '../../features/sessions/session-handoffs.service';
import { metrics } from '../../plugins/metrics';
import type { RealtimeDeps } from '../realtime-deps';
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

const chatMessageSchema = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

const handoffStateSchema = z.object({
  title: z.string(),
  surface: z.enum(sessionSurfaces),
  mode: z.enum(sessionModes),
  startedAt: z.number(),
  memories: z.array(z.string()),
  seq: z.number().int().min(0),
  since: z.number().int().min(0),
  frames: z.array(z.tuple([z.number(), z.string()])).nullable(),
  history: z.array(chatMessageSchema),
  runningSummary: z.string().nullable(),
  replies: z.number().int().min(0),
  nextTurnId: z.number().int().min(1),
  voiceMs: z.number().min(0),
  aiReminderDueAt: z.number(),
  droppedAt: z.number().nullable(),
});

type HandoffState = z.infer<typeof handoffStateSchema>;

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
  await session.handOver(lastSeq, async (carried) => {
    // Too late: the asking instance has given up (the client heard `session_not_found`); the session ends here.
    if (Date.now() > deadline) return false;
    const state: HandoffState = { ...session.handoffBasics(), ...carried };
    return handoffs.handOff(userId, sessionId, to, JSON.stringify(state));
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
  let state: HandoffState | undefined;
  try {
    state = handoffStateSchema.parse(JSON.parse(taken));
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
  const { title, surface, mode, startedAt, memories, ...carriedOver } = state;
  session = new LiveSession({
    id: sessionId,
    userId,
    title,
    surface,
    mode,
    settings,
    memories,
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
        (carried) => {
          const state: HandoffState = { ...session.handoffBasics(), ...carried };
          return handoffs.handOff(session.userId, session.id, ANY_INSTANCE, JSON.stringify(state));
        },
        'restarting',
      ),
    ),
  );
}

/** Ends the drained sessions nobody came back for: each lasted until it was handed over. Returns how many. */
export async function endUnclaimedSessions(deps: RealtimeDeps): Promise<number> {
  const handoffs = deps.handoffs;
  if (!handoffs) return 0;
  const unclaimed = await handoffs.takeUnclaimed(UNCLAIMED_AFTER_MS / 1000);
  for (const { sessionId, userId, state, handedAt } of unclaimed) {
    const parsed = handoffStateSchema.safeParse(safeJson(state));
    const startedAt = parsed.success ? parsed.data.startedAt : handedAt.getTime();
    // It ended when it was last in use: its drop, if its socket had gone before the handover.
    const endedAt = Math.min(handedAt.getTime(), parsed.success && parsed.data.droppedAt !== null ? parsed.data.droppedAt : Number.POSITIVE_INFINITY);
    await deps.sessions
      .end(userId, sessionId, {
        durationSeconds: Math.max(0, Math.round((endedAt - startedAt) / 1000)),
        voiceSeconds: parsed.success ? Math.round(parsed.data.voiceMs / 1000) : 0,
        endedAt: new Date(endedAt),
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'ending a session nobody came back for failed'));
  }
  return unclaimed.length;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
