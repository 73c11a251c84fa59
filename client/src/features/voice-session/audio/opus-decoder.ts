import { OPUS_FRAME_US, OPUS_SAMPLE_RATE } from './opus-encoder';

export interface DecodedAudio {
  readonly samples: Float32Array<ArrayBuffer>;
  readonly sampleRate: number;
}

/**
 * WebCodecs Opus decoder that remembers which turn each packet belongs to: packet n gets the
 * timestamp n × 20 ms, and the decoder hands it back on its output (recomputed from sample
 * counts, so it can be off by a microsecond: the packet number is recovered by rounding).
 */
export class OpusDecoder {
  private decoder: AudioDecoder | null = null;
  private nextPacket = 0;
  private readonly turnOf = new Map<number, string>();

  constructor(
    private readonly onDecoded: (turnId: string, audio: DecodedAudio) => void,
    private readonly onError: (turnIds: string[], error: Error) => void,
  ) {}

  /** Packets queued or decoding for the turn. */
  pending(turnId: string): number {
    let count = 0;
    for (const id of this.turnOf.values()) if (id === turnId) count += 1;
    return count;
  }

  decode(turnId: string, packet: Uint8Array): void {
    const decoder = this.ensureDecoder();
    const packetNumber = this.nextPacket;
    this.nextPacket += 1;
    this.turnOf.set(packetNumber, turnId);
    const timestamp = packetNumber * OPUS_FRAME_US;
    decoder.decode(new EncodedAudioChunk({ type: 'key', timestamp, duration: OPUS_FRAME_US, data: packet }));
  }

  /** Decodes whatever the decoder still holds: it keeps the last packets until more arrive. */
  flush(): void {
    if (this.decoder?.state !== 'configured') return;
    // Rejects when a reset (barge-in) overtakes it, which is expected.
    this.decoder.flush().catch(() => undefined);
  }

  /** Drops everything queued at once (barge-in). */
  reset(): void {
    this.turnOf.clear();
    if (this.decoder?.state === 'configured') this.decoder.reset();
    this.decoder = null;
  }

  close(): void {
    this.reset();
  }

  private ensureDecoder(): AudioDecoder {
    if (this.decoder && this.decoder.state === 'configured') return this.decoder;
    const decoder: AudioDecoder = new AudioDecoder({
      output: (data) => this.output(decoder, data),
      error: (error) => this.fail(decoder, error),
    });
    decoder.configure({ codec: 'opus', sampleRate: OPUS_SAMPLE_RATE, numberOfChannels: 1 });
    this.decoder = decoder;
    return decoder;
  }

  private output(decoder: AudioDecoder, data: AudioData): void {
    const packetNumber = Math.round(data.timestamp / OPUS_FRAME_US);
    const turnId = this.turnOf.get(packetNumber);
    this.turnOf.delete(packetNumber);
    if (decoder !== this.decoder || turnId === undefined) {
      data.close();
      return;
    }
    const samples = new Float32Array(data.numberOfFrames);
    data.copyTo(samples, { planeIndex: 0, format: 'f32-planar' });
    const sampleRate = data.sampleRate;
    data.close();
    this.onDecoded(turnId, { samples, sampleRate });
  }

  private fail(decoder: AudioDecoder, error: Error): void {
    if (decoder !== this.decoder) return;
    // A decoder that errored is closed for good: the queued packets are lost with it.
    const turnIds = [...new Set(this.turnOf.values())];
    this.turnOf.clear();
    this.decoder = null;
    this.onError(turnIds, error);
  }
}
