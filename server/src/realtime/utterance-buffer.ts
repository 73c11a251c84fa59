import { createOpusDecoder, opusPacketDurationMs, type OpusDecoder } from '../audio/opus';
import type { Utterance } from './stages/stage';

/** SPEC section 9: a recording lasts at most 30 s; bytes are capped too, whatever the packets claim. */
export const MAX_UTTERANCE_MS = 30_000;
export const MAX_UTTERANCE_BYTES = 1024 * 1024;
/** Speech is transcribed at 16 kHz. */
export const TRANSCRIBE_RATE = 16_000;
const INITIAL_SAMPLES = TRANSCRIBE_RATE * 4;

export type PacketVerdict = 'added' | 'ignored' | 'full';

/**
 * The utterance being spoken, decoded packet by packet as it arrives, so that when the user stops
 * the audio is ready to transcribe at once. Duplicate or out-of-order packets are ignored, nothing
 * past the caps is kept, and the decoder is freed on `take` or `discard`.
 */
export class UtteranceBuffer {
  private decoder: OpusDecoder | null = null;
  private pcm = new Int16Array(0);
  private samples = 0;
  private bytes = 0;
  private durationMs = 0;
  private lastSequence = -1;
  private overflowed = false;

  constructor(readonly utteranceId: number) {}

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
    this.decode(packet);
    return 'added';
  }

  /** The finished utterance; the buffer cannot be used after this. */
  take(): Utterance {
    this.discard();
    return { utteranceId: this.utteranceId, pcm: this.pcm.subarray(0, this.samples), bytes: this.bytes, durationMs: this.durationMs };
  }

  discard(): void {
    this.decoder?.free();
    this.decoder = null;
  }

  private decode(packet: Uint8Array): void {
    this.decoder ??= createOpusDecoder(TRANSCRIBE_RATE);
    let decoded: Int16Array;
    try {
      decoded = this.decoder.decode(packet);
    } catch {
      return; // an undecodable packet is a gap, not a reason to lose the utterance
    }
    if (this.samples + decoded.length > this.pcm.length) {
      const grown = new Int16Array(Math.max(INITIAL_SAMPLES, (this.samples + decoded.length) * 2));
      grown.set(this.pcm.subarray(0, this.samples));
      this.pcm = grown;
    }
    this.pcm.set(decoded, this.samples);
    this.samples += decoded.length;
  }
}
