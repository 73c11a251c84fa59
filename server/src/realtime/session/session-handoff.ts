import { z } from 'zod';
import { sessionModes, sessionSurfaces } from '@shared/protocol/client-messages';
import { metrics } from '../../plugins/metrics';
import type { RealtimeDeps } from '../realtime-deps';
import { LiveSession } from './live-session';
import type { SessionRegistry } from './session-registry';
import { sessionMeter } from './session-start';

/** How long a resume on this instance waits for the instance running the session to hand it over. */
export const HANDOFF_WAIT_MS = 3000;
const POLL_MS = 20;

const releaseRequestSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  to: z.string().min(1),
  /** Null for a `session.close`: nothing will be replayed. */
  lastSeq: z.number().int().min(0).nullable(),
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
  const { userId, sessionId, to, lastSeq } = parsed.data;
  const session = registry.find(userId, sessionId);
  if (!session || session.ended) return;
  await session.handOver(lastSeq, (carried) => {
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
  if (!handoffs) return undefined;
  const owner = await handoffs.ownerOf(userId, sessionId);
  if (owner === undefined) return undefined;
  if (owner !== handoffs.instanceId) await handoffs.askRelease(JSON.stringify({ userId, sessionId, to: handoffs.instanceId, lastSeq }));
  // Another process's pace, not this session's: real time, whatever clock the session runs on.
  for (let waited = 0; ; waited += POLL_MS) {
    const taken = await handoffs.take(userId, sessionId);
    if (taken !== null) return restore(deps, registry, userId, sessionId, handoffStateSchema.parse(JSON.parse(taken)));
    if (waited >= HANDOFF_WAIT_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function restore(
  deps: RealtimeDeps,
  registry: SessionRegistry<LiveSession>,
  userId: string,
  sessionId: string,
  state: HandoffState,
): Promise<LiveSession> {
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
