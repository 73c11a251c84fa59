import { setMaxListeners } from 'node:events';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fixturePath, loadOpusPackets } from '../fixtures/opus-packets';
import { AudioTicker } from './audio-ticker';
import { runIdleSession } from './idle-client';
import type { LatencyFloor } from './latency-floor';
import type { BenchOptions } from './options';
import { ProcSampler, readProc, readThreadCpu, splitThreadCpu, type ProcSample, type ThreadCpuSplit } from './proc-stats';
import { RunResults } from './run-results';
import { scrapeServer, type ServerMetrics } from './server-metrics';
import { turnsOverFor, type ClientContext } from './session-client';
import { runTextSession } from './text-client';
import type { BenchUser } from './users';
import { runVoiceSession } from './voice-client';

export interface SessionPlan {
  voice: number;
  text: number;
  idle: number;
}

export interface ProcessFigures {
  cpuPercentMean: number;
  cpuPercentMax: number;
  rssBaselineBytes: number | null;
  rssLoadedBytes: number | null;
}

export interface SessionRunFigures {
  plan: SessionPlan;
  windowS: number;
  /** The machine's 1-minute load average as the run ended: above the core count, others took CPU too. */
  loadAverage1m: number;
  results: RunResults;
  server: ProcessFigures & {
    /** CPU time the server used during the run (all its threads). */
    cpuSeconds: number;
    rssPerSessionBytes: number | null;
    sessionsHeld: number;
    /** Share of the run the server's main thread was ready but waited for a CPU. */
    runQueueWaitPercent: number;
    /** Its CPU by thread over the run, in % of one core; null when /proc could not be read. */
    threads: { mainPercent: number; busiestOtherPercent: number; restPercent: number } | null;
    /** Its own `/metrics` at the end of the run: event-loop lag during the run, heap, sessions. */
    metrics: ServerMetrics;
  };
  fakeProvider: { cpuPercentMean: number };
  harness: { cpuPercentMean: number; loopDelayP99Ms: number; loopDelayMaxMs: number };
}

/**
 * Drives one run: idle sessions and then voice and text sessions start spread over the ramp, all run
 * until the duration is up, then every session finishes its turn and ends. Memory is read at the
 * height of the run, with every session still open.
 */
export async function runSessions(
  plan: SessionPlan,
  env: { origin: string; users: BenchUser[]; options: BenchOptions; floor: LatencyFloor; serverPid: number; fakePid: number },
): Promise<SessionRunFigures> {
  const { options } = env;
  const results = new RunResults();
  const stop = new AbortController();
  // Every waiting session listens for the end of the run.
  setMaxListeners(0, stop.signal);
  const users = [...env.users];
  const take = (n: number) => users.splice(0, n);
  const [idleUsers, voiceUsers, textUsers] = [take(plan.idle), take(plan.voice), take(plan.text)];
  const ctx: ClientContext = {
    origin: env.origin,
    results,
    floor: env.floor,
    options,
    stop: stop.signal,
    turnsOver: turnsOverFor(voiceUsers.length + textUsers.length),
  };
  const voiceCtx = { ...ctx, ticker: new AudioTicker(), packets: loadOpusPackets(fixturePath(`${options.utterance}.opus-packets`)) };
  const server = new ProcSampler(env.serverPid);
  const fake = new ProcSampler(env.fakePid);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await scrapeServer(env.origin);
  const baseline = readProc(env.serverPid);
  const threadsBefore = readThreadCpu(env.serverPid);
  const fakeMark = fake.mark();
  const harnessCpu = process.cpuUsage();
  const began = performance.now();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const rampMs = options.rampS * 1000;
  const spread = <T>(list: T[], start: (item: T) => Promise<void>) =>
    list.map((item, i) => delay((i * rampMs) / Math.max(1, list.length)).then(() => start(item)));

  const clients = [
    ...spread(idleUsers, (user) => runIdleSession(user, ctx, options.idleMode, held)),
    ...spread(voiceUsers, (user) => runVoiceSession(user, voiceCtx)),
    ...spread(textUsers, (user) => runTextSession(user, ctx)),
  ];

  await delay(options.durationS * 1000);
  const metrics = await scrapeServer(env.origin);
  const loaded = readProc(env.serverPid);
  const threadsAfter = readThreadCpu(env.serverPid);
  const sessionsHeld = results.sessionsReady - results.sessionsEnded;
  const serverCpu = server.cpuSince(baseline);
  const fakeCpu = fake.cpuSince(fakeMark);
  const windowS = (performance.now() - began) / 1000;
  const harness = process.cpuUsage(harnessCpu);
  stop.abort();
  release();
  if (!(await settlesWithin(Promise.all(clients), (options.turnTimeoutS + 30) * 1000))) {
    results.harnessError('sessions did not finish within the turn timeout after the run');
  }
  loop.disable();
  server.stop();
  fake.stop();

  return {
    plan,
    windowS,
    loadAverage1m: loadavg()[0] ?? 0,
    results,
    server: {
      ...processFigures(server.cpuPercent, (100 * serverCpu) / windowS, baseline, loaded),
      cpuSeconds: serverCpu,
      rssPerSessionBytes: baseline && loaded && sessionsHeld > 0 ? (loaded.rssBytes - baseline.rssBytes) / sessionsHeld : null,
      sessionsHeld,
      runQueueWaitPercent: baseline && loaded ? (100 * (loaded.runQueueWaitSeconds - baseline.runQueueWaitSeconds)) / windowS : Number.NaN,
      threads: threadsBefore && threadsAfter ? threadPercents(splitThreadCpu(threadsBefore, threadsAfter, env.serverPid), windowS) : null,
      metrics,
    },
    fakeProvider: { cpuPercentMean: (100 * fakeCpu) / windowS },
    harness: {
      cpuPercentMean: (100 * (harness.user + harness.system)) / 1e6 / windowS,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
      loopDelayMaxMs: loop.max / 1e6,
    },
  };
}

function threadPercents(split: ThreadCpuSplit, windowS: number) {
  return {
    mainPercent: (100 * split.mainSeconds) / windowS,
    busiestOtherPercent: (100 * split.busiestOtherSeconds) / windowS,
    restPercent: (100 * split.restSeconds) / windowS,
  };
}

function processFigures(cpuPercent: number[], mean: number, baseline: ProcSample | null, loaded: ProcSample | null): ProcessFigures {
  return {
    cpuPercentMean: mean,
    cpuPercentMax: cpuPercent.length ? Math.max(...cpuPercent) : Number.NaN,
    rssBaselineBytes: baseline?.rssBytes ?? null,
    rssLoadedBytes: loaded?.rssBytes ?? null,
  };
}

async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
