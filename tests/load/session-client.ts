import { performance } from 'node:perf_hooks';
import type { SessionMode, SessionSurface } from '@shared/protocol/client-messages';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import type { LatencyFloor } from './latency-floor';
import type { BenchOptions } from './options';
import type { RunResults } from './run-results';
import { SessionSocket } from './session-socket';
import type { BenchUser } from './users';

/** What every simulated person shares during one run. */
export interface ClientContext {
  origin: string;
  results: RunResults;
  floor: LatencyFloor;
  options: BenchOptions;
  /** Aborted when the run's time is up: no new turn starts, turns under way finish. */
  stop: AbortSignal;
  /** Sessions end together, once every talking session's last turn is over (see `turnsOverFor`). */
  turnsOver: TurnsOver;
}

export interface TurnsOver {
  /** A talking session (voice or text) has had its last turn, or never started one. Once per session. */
  arrive(): void;
  /** Settles once every talking session has arrived. */
  all: Promise<void>;
}

/**
 * The end of a run: sessions end only after every talking session's last turn, so the work of many
 * session ends at once (summaries, transcripts, the database's writes) never lands on replies still
 * playing. People end their calls at different times; a run ending them all in the same second is the
 * harness's own doing, and not what the figures are about.
 */
export function turnsOverFor(talkingSessions: number): TurnsOver {
  let waiting = talkingSessions;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (open = resolve));
  if (waiting <= 0) open();
  return {
    arrive: () => {
      if (--waiting <= 0) open();
    },
    all,
  };
}

const READY_TIMEOUT_MS = 30_000;
const END_TIMEOUT_MS = 15_000;

/** Opens the socket and starts a session; null (counted as a failed session) when either is refused. */
export async function openSession(
  user: BenchUser,
  ctx: ClientContext,
  start: { mode: SessionMode; surface: SessionSurface },
): Promise<SessionSocket | null> {
  const began = performance.now();
  let socket: SessionSocket;
  try {
    socket = await SessionSocket.connect(ctx.origin, user.accessToken, ctx.results);
  } catch (error) {
    ctx.results.sessionsFailed++;
    ctx.results.harnessError(`connect: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const answer = socket.waitFor((m) => m.type === 'session.ready' || m.type === 'error', READY_TIMEOUT_MS);
  socket.send({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, ...start });
  const ready = await answer;
  if (ready?.type !== 'session.ready') {
    ctx.results.sessionsFailed++;
    if (!ready) ctx.results.harnessError('session.start: no session.ready in time');
    await socket.close();
    return null;
  }
  ctx.results.sessionsReady++;
  ctx.results.samples.add('session.ready', performance.now() - began);
  return socket;
}

/** Ends the session as the app does (`session.end`, then `session.ended`) and closes the socket. */
export async function closeSession(socket: SessionSocket, ctx: ClientContext): Promise<void> {
  socket.listener = null;
  await ctx.turnsOver.all;
  if (socket.open) {
    const ended = socket.waitFor((m) => m.type === 'session.ended', END_TIMEOUT_MS);
    socket.send({ type: 'session.end' });
    if (await ended) ctx.results.sessionsEnded++;
    else ctx.results.harnessError('session.end: no session.ended in time');
  }
  await socket.close();
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
