import { opusPacketDurationMs } from '../../audio/opus';
import { RecordedSpeech } from '../../audio/recorded-speech';
import type { Utterance } from '../stages/stage';

/** SPEC section 9: a recording lasts at most 30 s; bytes are capped too, whatever the packets claim. */
export const MAX_UTTERANCE_MS = 30_000;
export const MAX_UTTERANCE_BYTES = 1024 * 1024;

export type PacketVerdict = 'added' | 'ignored' | 'full';

/**
 * The utterance being spoken, kept as the Opus packets it arrives in. When speech recognition needs
 * PCM (`decodeAsItArrives`), packets are decoded as they arrive so the audio is ready the moment the
 * user stops; otherwise nothing is decoded. Duplicate or out-of-order packets are ignored, nothing past
 * the caps is kept, and any decoder is freed on `take` or `discard`.
 */
export class UtteranceBuffer {
  private readonly speech: RecordedSpeech;
  private bytes = 0;
  private durationMs = 0;
  private lastSequence = -1;
  private overflowed = false;

  constructor(
    readonly utteranceId: number,
    options: { decodeAsItArrives: boolean } = { decodeAsItArrives: false },
  ) {
    this.speech = new RecordedSpeech(options.decodeAsItArrives);
  }

  add(sequence: number, packet: Uint8Array): PacketVerdict {
    if (sequence <= this.lastSequence || packet.byteLength === 0) return 'ignored';
    let ms: number;
    try {
      ms = opusPacketDurationMs(packet);
    } catch {
      return 'ignored';
    }
    if (this.durationMs + ms > MAX_UTTERANCE_MS || this.bytes + packet.byteLength > MAX_UTTERANCE_BYTES) {
      if (this.overflowed) return 'ignored';
      this.overflowed = true;
      return 'full';
    }
    this.lastSequence = sequence;
    this.bytes += packet.byteLength;
    this.durationMs += ms;
    this.speech.add(packet);
    return 'added';
  }

  /** The utterance so far, for a tentative turn; this one goes on recording. */
  snapshot(): Utterance {
    return { utteranceId: this.utteranceId, speech: this.speech.snapshot(), bytes: this.bytes, durationMs: this.durationMs };
  }

  /** The finished utterance; the buffer cannot be used after this. */
  take(): Utterance {
    this.discard();
    return { utteranceId: this.utteranceId, speech: this.speech, bytes: this.bytes, durationMs: this.durationMs };
  }

  discard(): void {
    this.speech.release();
  }
}
