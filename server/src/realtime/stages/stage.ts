import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@shared/errors';
import type { Text } from '@shared/i18n/text';
import type { RecordedSpeech } from '../../audio/recorded-speech';
import type { Clock } from '../../lib/clock';

/** What every stage of one turn shares: aborting `signal` stops every stage and provider call at once. */
export interface TurnContext {
  turnId: number;
  signal: AbortSignal;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** One step of a turn's pipeline, in the spirit of pipecat and livekit agents: frames in, frames out. */
export type Stage<I, O> = (input: AsyncIterable<I>, turn: TurnContext) => AsyncIterable<O>;

/** One utterance: its speech as the Opus packets it came as, and their size and length. */
export interface Utterance {
  utteranceId: number;
  speech: RecordedSpeech;
  bytes: number;
  durationMs: number;
}

export interface Transcript {
  utteranceId: number;
  text: string;
}

/** One reply sentence and its speech (null once speech synthesis has failed in this turn). */
export interface SpokenSentence {
  index: number;
  text: string;
  packets: AsyncIterable<Uint8Array> | null;
}

/** What the paced output sends: a sentence's caption as it starts, then its audio packets. */
export type OutboundFrame =
  | { kind: 'sentence'; index: number; text: string; hasAudio: boolean }
  | { kind: 'audio'; index: number; sequence: number; packet: Uint8Array };

/** A failure the client is told about with a stable code and `text` (said in the page's language); the session goes on. */
export class TurnError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: Text,
    options?: { cause?: unknown },
  ) {
    super(text.key, options);
    this.name = 'TurnError';
  }
}

/**
 * True when the turn was cut (barge-in, session end): whatever a provider threw then (its own wrapping
 * of the abort included) is the cut, not a failure.
 */
export function isAbort(_error: unknown, signal: AbortSignal): boolean {
  return signal.aborted;
}
