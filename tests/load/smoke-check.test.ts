import { describe, expect, it } from 'vitest';
import type { BenchReport, RunJson } from './report-json';
import { smokeFailures } from './smoke-check';

function run(overrides: Partial<RunJson> = {}): RunJson {
  return {
    plan: { voice: 2, text: 1, idle: 0 },
    windowS: 15,
    loadAverage1m: 1,
    server: {
      cpuPercentMean: 10,
      cpuPercentMax: 20,
      cpuSeconds: 1.5,
      rssBaselineBytes: 1,
      rssLoadedBytes: 2,
      rssPerSessionBytes: 1,
      sessionsHeld: 3,
      runQueueWaitPercent: 0,
      threads: { mainPercent: 6, busiestOtherPercent: 3, restPercent: 1 },
      metrics: { eventLoopLagP99Ms: 1, eventLoopLagMaxMs: 2, heapUsedBytes: 3, activeSessions: null },
    },
    fakeProvider: { cpuPercentMean: 1 },
    harness: { cpuPercentMean: 1, loopDelayP99Ms: 1, loopDelayMaxMs: 1 },
    latencyMs: {},
    turns: { started: { voice: 4, text: 2 }, completed: { voice: 4, text: 2 }, failures: {} },
    integrity: {
      eventsLost: 0,
      eventsDuplicated: 0,
      audioFrames: 900,
      audioFramesLost: 0,
      audioFramesDuplicated: 0,
      textMismatches: 0,
      protocolViolations: 0,
      gapsOverLimit: 7,
    },
    sessions: { ready: 3, failed: 0, ended: 3 },
    errorEvents: {},
    harnessErrors: [],
    ...overrides,
  };
}

const report = (runs: RunJson[], rest: BenchReport['rest'] = []) => ({ runs, rest }) as unknown as BenchReport;

describe('smokeFailures', () => {
  it('passes a clean run, whatever its latencies and audio gaps', () => {
    expect(smokeFailures(report([run()]))).toEqual([]);
  });

  it('fails on failed turns, anything lost or repeated, refused or unfinished sessions and error events', () => {
    const failures = smokeFailures(
      report([
        run({
          turns: { started: { voice: 4, text: 2 }, completed: { voice: 3, text: 2 }, failures: { timeout: 1 } },
          integrity: { ...run().integrity, eventsLost: 2, audioFramesDuplicated: 1, textMismatches: 1 },
          sessions: { ready: 3, failed: 1, ended: 2 },
          errorEvents: { provider_failed: 1 },
          harnessErrors: ['connect: refused'],
        }),
      ]),
    );
    expect(failures).toEqual([
      '1 turns failed: timeout',
      '2 session events lost',
      '1 audio frames duplicated',
      '1 replies whose saved text differs from what was streamed',
      '1 sessions could not start',
      '1 sessions did not end cleanly',
      '1 error events: provider_failed',
      'harness: connect: refused',
    ]);
  });

  it('fails when a kind of session completed no turn, or when REST answers fail', () => {
    const idleText = run({ turns: { started: { voice: 4, text: 0 }, completed: { voice: 4, text: 0 }, failures: {} } });
    const rest = [
      { route: 'GET /api/me', requests: 100, non2xx: 3, errors: 0, timeouts: 0 },
      { route: 'GET /api/profile', requests: 0, non2xx: 0, errors: 1, timeouts: 1 },
    ] as unknown as BenchReport['rest'];
    expect(smokeFailures(report([idleText], rest))).toEqual([
      'no text turn completed',
      'GET /api/me: 3 answers were not 2xx',
      'GET /api/profile: no request completed',
      'GET /api/profile: 1 errors, 1 timeouts',
    ]);
    expect(smokeFailures(report([]))).toEqual(['no session run took place']);
  });
});
