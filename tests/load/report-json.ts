import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Distribution } from './metrics';
import type { BenchOptions } from './options';
import type { RestFigure } from './rest-bench';
import type { SampleName, TurnKind } from './run-results';
import type { SessionRunFigures } from './scenario';

export const sampleNames: readonly SampleName[] = [
  'voice.transcript',
  'voice.firstText',
  'voice.firstAudio',
  'voice.overhead.transcript',
  'voice.overhead.firstAudio',
  'voice.gapMax',
  'voice.done',
  'text.transcript',
  'text.firstToken',
  'text.overhead.firstToken',
  'text.done',
  'session.ready',
];

export interface BenchReport {
  date: string;
  command: string;
  /** Load averages show how much else the machine was doing (other programs take CPU from the run). */
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    os: string;
    node: string;
    loadAverageStart1m: number;
    loadAverageEnd1m: number;
    /** `cpuCheckMs()` before and after the runs: how fast the shared host let this machine be (lower is faster). */
    cpuCheckStartMs: number;
    cpuCheckEndMs: number;
  };
  database: 'pglite' | 'postgres';
  options: BenchOptions;
  runs: RunJson[];
  rest: RestFigure[];
  /** Voice sessions at which p99 overhead to the first audio byte passed 100 ms (null: not reached). */
  knee: number | null;
  /** `--pin`: the CPU the server had to itself, and the one everything else shared. */
  pinned: { serverCpu: string; driverCpu: string } | null;
  /** Server processes behind the harness's balancer (1: the server itself). */
  instances: number;
  /** Voice sessions the server carried with p99 overhead to the first audio under 50 ms, no gap over 40 ms, no turn lost. */
  carried: number | null;
}

export type RunJson = Omit<SessionRunFigures, 'results'> & {
  latencyMs: Partial<Record<SampleName, Distribution>>;
  turns: { started: Record<TurnKind, number>; completed: Record<TurnKind, number>; failures: Record<string, number> };
  integrity: {
    eventsLost: number;
    eventsDuplicated: number;
    audioFrames: number;
    audioFramesLost: number;
    audioFramesDuplicated: number;
    textMismatches: number;
    protocolViolations: number;
    gapsOverLimit: number;
  };
  sessions: { ready: number; failed: number; ended: number };
  errorEvents: Record<string, number>;
  harnessErrors: string[];
};

/** A run's figures as plain JSON: distributions instead of raw samples. */
export function runToJson(figures: SessionRunFigures): RunJson {
  const { results, ...rest } = figures;
  const latencyMs: Partial<Record<SampleName, Distribution>> = {};
  for (const name of sampleNames) {
    const summary = results.samples.summary(name);
    if (summary) latencyMs[name] = summary;
  }
  return {
    ...rest,
    latencyMs,
    turns: {
      started: { ...results.turnsStarted },
      completed: { ...results.turnsCompleted },
      failures: Object.fromEntries(results.turnFailures),
    },
    integrity: {
      eventsLost: results.eventsLost,
      eventsDuplicated: results.eventsDuplicated,
      audioFrames: results.audioFrames,
      audioFramesLost: results.audioFramesLost,
      audioFramesDuplicated: results.audioFramesDuplicated,
      textMismatches: results.textMismatches,
      protocolViolations: results.protocolViolations,
      gapsOverLimit: results.gapsOverLimit,
    },
    sessions: { ready: results.sessionsReady, failed: results.sessionsFailed, ended: results.sessionsEnded },
    errorEvents: Object.fromEntries(results.errorEvents),
    harnessErrors: [...results.harnessErrors],
  };
}

export function machine(cpuCheck: number): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverageStart1m: os.loadavg()[0] ?? 0,
    loadAverageEnd1m: os.loadavg()[0] ?? 0,
    cpuCheckStartMs: cpuCheck,
    cpuCheckEndMs: cpuCheck,
  };
}

/** Writes the report next to the run's logs and returns its path. */
export function writeReport(report: BenchReport, runDir: string): string {
  mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, 'bench.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
