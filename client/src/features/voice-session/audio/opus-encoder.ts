import { textKey } from '@shared/i18n/text';
import type { EncoderCommand, EncoderEvent } from './opus-encoder.worker';
import type { OpusPacket } from './packet-ring';

/** Raw Opus on the wire: 48 kHz clock, mono, 20 ms per packet. */
export const OPUS_SAMPLE_RATE = 48_000;
export const OPUS_FRAME_US = 20_000;
const WORKER_WAIT_MS = 5_000;

/** False in browsers without WebCodecs audio encoding or track processors (Firefox, Safari today). */
export function isVoiceEncodingSupported(): boolean {
  return typeof AudioEncoder === 'function' && typeof MediaStreamTrackProcessor === 'function';
}

export interface OpusEncoder {
  /** Encodes a clone of `track`, so stopping never ends the capture the voice detector hears. */
  start(track: MediaStreamTrack): void;
  /** Stops reading the microphone; the last packets reach `onPacket` before this resolves. */
  stop(): Promise<void>;
  close(): void;
}

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts the encoding worker and resolves once it is running, so the first words of a call are
 * not spent waiting for the worker to load.
 */
export async function createOpusEncoder(
  onPacket: (packet: OpusPacket) => void,
  onError: (error: Error) => void,
): Promise<OpusEncoder> {
  if (typeof MediaStreamTrackProcessor === 'undefined') throw new Error(textKey('session:voice.encoderUnsupported'));
  const Processor = MediaStreamTrackProcessor;
  const worker = new Worker(new URL('./opus-encoder.worker.ts', import.meta.url), { type: 'module', name: 'opus-encoder' });
  let ready: () => void = () => undefined;
  let stopped: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));

  worker.addEventListener('message', (event: MessageEvent<EncoderEvent>) => {
    const message = event.data;
    switch (message.type) {
      case 'ready':
        return ready();
      case 'packet':
        return onPacket({ data: new Uint8Array(message.data), timestampUs: message.timestampUs, durationUs: message.durationUs });
      case 'error':
        return onError(new Error(message.message));
      case 'stopped':
        return stopped();
    }
  });
  worker.addEventListener('error', (event) => onError(new Error(event.message || textKey('session:voice.encoderStopped'))));
  const send = (command: EncoderCommand, transfer: Transferable[] = []) => worker.postMessage(command, transfer);
  await Promise.race([isReady, timeout(WORKER_WAIT_MS)]);

  let source: MediaStreamTrack | null = null;
  return {
    start: (track) => {
      source?.stop();
      source = track.clone();
      // Larger than the default, so a busy moment does not drop audio before the worker reads it.
      const frames = new Processor({ track: source, maxBufferSize: 50 }).readable;
      send({ type: 'start', frames }, [frames]);
    },
    stop: async () => {
      const done = new Promise<void>((resolve) => (stopped = resolve));
      send({ type: 'stop' });
      // A worker that failed never answers: do not hang on it.
      await Promise.race([done, timeout(1_000)]);
      source?.stop();
      source = null;
    },
    close: () => {
      source?.stop();
      source = null;
      worker.terminate();
    },
  };
}
