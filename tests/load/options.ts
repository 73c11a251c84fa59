import { parseArgs } from 'node:util';
import type { FakeLatencies } from '../support/fakes/openai/fake-openai';
import { USAGE } from './usage';

/** The AI provider's pace, as the fake provider process is told to play it. */
export type ProviderLatencies = FakeLatencies;

export interface BenchOptions {
  smoke: boolean;
  /** Voice session counts: one run each (several make a sweep that finds the knee). */
  voice: number[];
  text: number;
  /** Sessions that connect, start and stay silent: memory per held session. */
  idle: number;
  idleMode: 'voice' | 'text';
  durationS: number;
  /** A few sessions run this long first, unmeasured, so the server's code is warm (0 skips). */
  warmupS: number;
  /** New sessions are spread over this long, so the server is not hit by one burst of sign-ins. */
  rampS: number;
  /** Silence after a reply before the next utterance (text: before the next message). */
  pauseMs: number;
  textPauseMs: number;
  turnTimeoutS: number;
  /** Fixture in tests/fixtures spoken by every voice session. */
  utterance: string;
  latencies: ProviderLatencies;
  restSeconds: number;
  restConnections: number;
  cpuProf: boolean;
  /** The server alone on CPU 0; the harness, the fake provider and a local Postgres on CPU 1. */
  pin: boolean;
  /** Server processes sharing the database behind a round-robin balancer (with `--pin`, instance i on CPU i). */
  instances: number;
  logLevel: string;
  /** Where the JSON, logs and profiles go. */
  outDir: string;
}

const openAiLike: ProviderLatencies = {
  sttMs: 300,
  firstTokenMs: 300,
  tokensPerSecond: 80,
  ttsFirstByteMs: 200,
  ttsBytesPerSecond: 16_000,
  moderationMs: 0,
};

/** Reads the command line; throws with the usage text on anything it does not understand. */
export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgsOrExplain({
    args: argv,
    strict: true,
    options: {
      help: { type: 'boolean' },
      smoke: { type: 'boolean' },
      'openai-like': { type: 'boolean' },
      'cpu-prof': { type: 'boolean' },
      pin: { type: 'boolean' },
      instances: { type: 'string' },
      voice: { type: 'string' },
      text: { type: 'string' },
      idle: { type: 'string' },
      'idle-mode': { type: 'string' },
      duration: { type: 'string' },
      ramp: { type: 'string' },
      warmup: { type: 'string' },
      'pause-ms': { type: 'string' },
      'text-pause-ms': { type: 'string' },
      'turn-timeout': { type: 'string' },
      utterance: { type: 'string' },
      'stt-ms': { type: 'string' },
      'first-token-ms': { type: 'string' },
      'tokens-per-s': { type: 'string' },
      'tts-first-byte-ms': { type: 'string' },
      'tts-bytes-per-s': { type: 'string' },
      'moderation-ms': { type: 'string' },
      'rest-seconds': { type: 'string' },
      'rest-connections': { type: 'string' },
      'log-level': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (values.help) throw new UsageError('');
  const smoke = values.smoke === true;
  const num = (name: keyof typeof values, fallback: number, min = 0): number => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (typeof raw !== 'string' || !Number.isFinite(value) || value < min) throw new UsageError(`--${name} must be a number >= ${min}`);
    return value;
  };
  const base = values['openai-like'] ? openAiLike : smoke ? { ...openAiLike, sttMs: 50, firstTokenMs: 50, ttsFirstByteMs: 50, tokensPerSecond: 400 } : null;
  const voice = (values.voice ?? (smoke ? '16' : '100')).split(',').map((v) => Number(v.trim()));
  if (voice.some((v) => !Number.isInteger(v) || v < 0)) throw new UsageError('--voice takes whole numbers, comma-separated');
  const idleMode = values['idle-mode'] ?? 'voice';
  if (idleMode !== 'voice' && idleMode !== 'text') throw new UsageError('--idle-mode is voice or text');
  return {
    smoke,
    voice,
    text: num('text', smoke ? 4 : 0),
    idle: num('idle', 0),
    idleMode,
    durationS: num('duration', smoke ? 15 : 60, 1),
    rampS: num('ramp', smoke ? 2 : 10),
    warmupS: num('warmup', smoke ? 0 : 10),
    pauseMs: num('pause-ms', 1000),
    textPauseMs: num('text-pause-ms', 3000),
    turnTimeoutS: num('turn-timeout', 30, 1),
    utterance: values.utterance ?? 'short-hello',
    latencies: {
      sttMs: num('stt-ms', base?.sttMs ?? 0),
      firstTokenMs: num('first-token-ms', base?.firstTokenMs ?? 0),
      tokensPerSecond: num('tokens-per-s', base?.tokensPerSecond ?? 1000, 1),
      ttsFirstByteMs: num('tts-first-byte-ms', base?.ttsFirstByteMs ?? 0),
      ttsBytesPerSecond: num('tts-bytes-per-s', base?.ttsBytesPerSecond ?? 1_000_000, 1),
      moderationMs: num('moderation-ms', base?.moderationMs ?? 0),
    },
    restSeconds: num('rest-seconds', smoke ? 2 : 10),
    restConnections: num('rest-connections', smoke ? 10 : 100, 1),
    cpuProf: values['cpu-prof'] === true,
    pin: values.pin === true,
    instances: num('instances', 1, 1),
    logLevel: values['log-level'] ?? 'warn',
    outDir: values.out ?? 'bench-results',
  };
}

export class UsageError extends Error {
  readonly usage = USAGE;
}

/** parseArgs, with its refusals (unknown option, missing value) turned into a usage error. */
const parseArgsOrExplain: typeof parseArgs = (config) => {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};
