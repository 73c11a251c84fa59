import { textKey } from '@shared/i18n/text';
import { PAUSE_AFTER_SILENCE_MS } from '@shared/protocol/turn-taking';
import { rms } from './level';
import { openMic, type Mic } from './mic';
import { createOpusEncoder, isVoiceEncodingSupported } from './opus-encoder';
import { UtteranceGate, type UtteranceEvents } from './utterance-gate';
import { attachVad, VAD_FRAME_MS, vadSettings } from './vad';

export type { UtteranceSummary } from './utterance-gate';

export interface VoiceInputOptions extends UtteranceEvents {
  /** While the companion speaks, speech must last this long before it counts (default 300 ms). */
  bargeInGuardMs?: number;
  /** Audio kept from before speech was detected (default 500 ms). */
  preSpeechMs?: number;
  /** Longer utterances are split (default 30 s). */
  maxUtteranceMs?: number;
  /** Encoding stopped working mid-call; the microphone is already off. */
  onError?(error: Error): void;
}

export interface VoiceInput {
  /** Opens the microphone and listens; throws MicAccessError or VadLoadError. Also resumes after pause(). */
  start(): Promise<void>;
  /** Turns the microphone off (switching to chat); an utterance in progress ends first. */
  pause(): Promise<void>;
  /** Live input level, RMS in 0..1, for a meter. */
  level(): number;
  /** Tell the input when reply audio is playing, so the echo guard applies. */
  setCompanionSpeaking(speaking: boolean): void;
  /** The server's end of turn for the paused utterance: it ends after `silenceMs` of silence. */
  endOfTurn(silenceMs: number): void;
  readonly listening: boolean;
  /** Turns the microphone off and releases the encoder; the input cannot start again. */
  close(): Promise<void>;
}

export class VoiceUnsupportedError extends Error {
  constructor() {
    super(textKey('session:voice.unsupported'));
    this.name = 'VoiceUnsupportedError';
  }
}

/** Composes microphone, voice detector and Opus encoder into utterances of raw Opus packets. */
export async function createVoiceInput(options: VoiceInputOptions): Promise<VoiceInput> {
  if (!isVoiceEncodingSupported()) throw new VoiceUnsupportedError();
  const gate = new UtteranceGate(
    {
      preSpeechMs: options.preSpeechMs ?? 500,
      bargeInGuardMs: options.bargeInGuardMs ?? 300,
      maxUtteranceMs: options.maxUtteranceMs ?? 30_000,
      frameMs: VAD_FRAME_MS,
      positiveSpeechThreshold: vadSettings.positiveSpeechThreshold,
      negativeSpeechThreshold: vadSettings.negativeSpeechThreshold,
      // A tentative end of turn after 3 of the detector's frames of silence (see docs/protocol.md).
      tentativeSilenceMs: PAUSE_AFTER_SILENCE_MS,
    },
    options,
  );
  let currentLevel = 0;
  let mic: Mic | null = null;
  // Start and pause run one after the other, never interleaved.
  let queue: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => (queue = queue.catch(() => undefined).then(step));

  const starting = createOpusEncoder(
    (packet) => gate.packet(packet),
    (error) => void serial(stop).then(() => options.onError?.(error)),
  );
  const vad = await attachVad({
    onSpeechStart: () => gate.speechStart(),
    onSpeechEnd: () => gate.speechEnd(),
    onMisfire: () => gate.misfire(),
    onFrame: (probability, frame) => {
      currentLevel = rms(frame);
      gate.frame(probability);
    },
  }).catch(async (error: unknown) => {
    (await starting).close();
    throw error;
  });
  const encoder = await starting;

  async function stop() {
    if (!mic) return;
    const stopping = mic;
    mic = null;
    await vad.pause();
    await encoder.stop();
    stopping.stop();
    gate.reset();
    currentLevel = 0;
  }

  const start = async () => {
    if (mic) return;
    mic = await openMic();
    encoder.start(mic.track);
    try {
      await vad.start(mic.stream);
    } catch (error) {
      await stop();
      throw error;
    }
  };

  return {
    start: () => serial(start),
    pause: () => serial(stop),
    level: () => currentLevel,
    setCompanionSpeaking: (speaking) => gate.setCompanionSpeaking(speaking),
    endOfTurn: (silenceMs) => gate.endOfTurn(silenceMs),
    get listening() {
      return mic !== null;
    },
    close: () =>
      serial(async () => {
        await stop();
        encoder.close();
      }),
  };
}
