import { textKey } from '@shared/i18n/text';
import type { MicVAD } from '@ricky0123/vad-web/dist/real-time-vad';
import { DEFAULT_END_OF_TURN_SILENCE_MS } from '@shared/protocol/turn-taking';
import { sharedAudioContext } from './audio-context';

/** Tuned on this product's fixtures: a segment ends about 600 ms after speech stops (VOICE-NOTES). */
export const vadSettings = {
  positiveSpeechThreshold: 0.5,
  negativeSpeechThreshold: 0.35,
  redemptionMs: DEFAULT_END_OF_TURN_SILENCE_MS,
  preSpeechPadMs: 300,
  minSpeechMs: 250,
} as const;

/** Silero v5 judges 512-sample frames at 16 kHz. */
export const VAD_FRAME_MS = 32;

export interface VadListener {
  onSpeechStart(): void;
  onSpeechEnd(): void;
  /** Speech started but was too short to count. */
  onMisfire(): void;
  onFrame(speechProbability: number, frame: Float32Array): void;
}

export interface Vad {
  /** Listens to `stream` (the shared mic stream); events go to the listener given to `attachVad`. */
  start(stream: MediaStream): Promise<void>;
  /** Stops listening; a segment in progress ends with onSpeechEnd or onMisfire first. */
  pause(): Promise<void>;
}

export class VadLoadError extends Error {
  constructor(cause: unknown) {
    super(textKey('session:voice.detectorFailed'), { cause });
    this.name = 'VadLoadError';
  }
}

// One detector per page, kept loaded: MicVAD.new costs about a second cold, and its model and
// worklet survive pause/start, so screens share it and swap the listener.
const current: { listener: VadListener | null; stream: MediaStream | null } = { listener: null, stream: null };
let loading: Promise<MicVAD> | null = null;

function currentStream(): MediaStream {
  if (!current.stream) throw new Error('The voice detector was started without a microphone stream.');
  return current.stream;
}

async function load(): Promise<MicVAD> {
  // Only the realtime detector: the package index also pulls in the full onnxruntime.
  const { MicVAD } = await import('@ricky0123/vad-web/dist/real-time-vad');
  return MicVAD.new({
    model: 'v5',
    ...vadSettings,
    submitUserSpeechOnPause: true,
    baseAssetPath: '/vad/',
    onnxWASMBasePath: '/vad/',
    startOnLoad: false,
    ortConfig: (ort) => {
      ort.env.logLevel = 'error';
      // Threads need cross-origin isolation, which the app does not enable.
      ort.env.wasm.numThreads = 1;
    },
    getStream: async () => currentStream(),
    resumeStream: async () => currentStream(),
    // The library's default stops the tracks; the mic belongs to the voice input.
    pauseStream: async () => undefined,
    onSpeechStart: () => current.listener?.onSpeechStart(),
    onSpeechEnd: () => current.listener?.onSpeechEnd(),
    onVADMisfire: () => current.listener?.onMisfire(),
    onFrameProcessed: (probabilities, frame) => current.listener?.onFrame(probabilities.isSpeech, frame),
  });
}

function loadOnce(): Promise<MicVAD> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw new VadLoadError(error);
    });
  }
  return loading;
}

/** Starts downloading the detector and its model now, so a call can start without waiting. */
export function preloadVad(): void {
  loadOnce().catch(() => undefined);
}

/** Binds the page's detector to `listener`; throws a VadLoadError when it cannot be loaded. */
export async function attachVad(listener: VadListener): Promise<Vad> {
  const vad = await loadOnce();
  return {
    start: async (stream) => {
      current.listener = listener;
      current.stream = stream;
      // Created here, after the person's click, so the context is allowed to run.
      vad.options.audioContext ??= sharedAudioContext();
      try {
        await vad.start();
      } catch (error) {
        loading = null; // a detector that failed half-way cannot start again: load a fresh one next time
        throw new VadLoadError(error);
      }
      if (!vad.listening) {
        loading = null;
        throw new VadLoadError(vad.errored);
      }
    },
    pause: async () => {
      await vad.pause();
      if (current.listener === listener) current.listener = null;
    },
  };
}
