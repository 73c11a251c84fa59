import { oggOpusFile } from './ogg-opus';
import { createOpusDecoder, type OpusDecoder } from './opus';

/** Speech is recognised at 16 kHz. */
export const SPEECH_PCM_RATE = 16_000;
/** The browser's Opus packets run on a 48 kHz clock. */
const OPUS_CLOCK = 48_000;
const INITIAL_BYTES = 8 * 1024;
const INITIAL_SAMPLES = SPEECH_PCM_RATE * 4;

/**
 * One recorded utterance as the browser sent it: mono Opus packets, copied into one growing buffer
 * (never held as views on socket buffers). A speech service that reads Ogg Opus gets the packets as
 * they are; 16 kHz PCM for a local recogniser is decoded either as the packets arrive (`decodeAsItArrives`,
 * so it is ready the moment the user stops) or all at once when asked.
 */
export class RecordedSpeech {
  private bytes = new Uint8Array(INITIAL_BYTES);
  private used = 0;
  private readonly ends: number[] = [];
  private decoder: OpusDecoder | null = null;
  private decodedPackets = 0;
  private samples = new Int16Array(0);
  private sampleCount = 0;

  constructor(private readonly decodeAsItArrives = false) {}

  /** A finished recording of these packets (decoded only when asked). */
  static of(packets: Iterable<Uint8Array>): RecordedSpeech {
    const speech = new RecordedSpeech();
    for (const packet of packets) speech.add(packet);
    return speech;
  }

  get packetCount(): number {
    return this.ends.length;
  }

  add(packet: Uint8Array): void {
    if (this.used + packet.byteLength > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + packet.byteLength));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.bytes.set(packet, this.used);
    this.used += packet.byteLength;
    this.ends.push(this.used);
    if (this.decodeAsItArrives) this.decodePending();
  }

  /**
   * The recording as it is now, while this one goes on. Zero-copy: both only ever write past what the
   * snapshot sees (or into a larger buffer of their own), so it shares the bytes and the decoded samples.
   */
  snapshot(): RecordedSpeech {
    const copy = new RecordedSpeech();
    copy.bytes = this.bytes.subarray(0, this.used);
    copy.used = this.used;
    copy.ends.push(...this.ends);
    copy.samples = this.samples.subarray(0, this.sampleCount);
    copy.sampleCount = this.sampleCount;
    copy.decodedPackets = this.decodedPackets;
    return copy;
  }

  /** The packets, as views on the recording. */
  packets(): Uint8Array[] {
    return this.ends.map((end, i) => this.bytes.subarray(i === 0 ? 0 : (this.ends[i - 1] ?? 0), end));
  }

  /** The recording as an Ogg Opus file, without decoding it. */
  oggOpus(): Uint8Array {
    return oggOpusFile(this.packets(), OPUS_CLOCK);
  }

  /** 16-bit mono PCM at 16 kHz; an undecodable packet is a gap, not a reason to lose the utterance. */
  pcm(): Int16Array {
    this.decodePending();
    this.release();
    return this.samples.subarray(0, this.sampleCount);
  }

  /** Frees the decoder (WebAssembly memory is not collected); a later `pcm` call decodes the rest with a new one. */
  release(): void {
    this.decoder?.free();
    this.decoder = null;
  }

  private decodePending(): void {
    if (this.decodedPackets === this.ends.length) return;
    this.decoder ??= createOpusDecoder(SPEECH_PCM_RATE);
    for (; this.decodedPackets < this.ends.length; this.decodedPackets++) {
      const start = this.decodedPackets === 0 ? 0 : (this.ends[this.decodedPackets - 1] ?? 0);
      let decoded: Int16Array;
      try {
        decoded = this.decoder.decode(this.bytes.subarray(start, this.ends[this.decodedPackets]));
      } catch {
        continue;
      }
      this.append(decoded);
    }
  }

  private append(decoded: Int16Array): void {
    if (this.sampleCount + decoded.length > this.samples.length) {
      const grown = new Int16Array(Math.max(INITIAL_SAMPLES, (this.sampleCount + decoded.length) * 2));
      grown.set(this.samples.subarray(0, this.sampleCount));
      this.samples = grown;
    }
    this.samples.set(decoded, this.sampleCount);
    this.sampleCount += decoded.length;
  }
}
