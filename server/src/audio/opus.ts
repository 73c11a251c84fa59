import OpusScript from 'opusscript';

export type OpusSampleRate = 16000 | 24000 | 48000;

/** Speech is the only thing we encode; 24 kbit/s keeps it clear and the frames small. */
const DEFAULT_BITRATE = 24_000;
const FRAME_MS = 20;

export interface OpusDecoder {
  /** One Opus packet in, 16-bit mono PCM at the decoder's output rate out. */
  decode(packet: Uint8Array): Int16Array;
  free(): void;
}

export interface OpusEncoder {
  /** Exactly `frameSamples` samples (20 ms) of 16-bit mono PCM in, one Opus packet out. */
  encode(frame: Int16Array): Uint8Array;
  readonly frameSamples: number;
  free(): void;
}

/** A mono Opus decoder (libopus compiled to WebAssembly). Call `free` when done: the memory is not collected. */
export function createOpusDecoder(outputRate: OpusSampleRate): OpusDecoder {
  const codec = new OpusScript(outputRate, 1, OpusScript.Application.VOIP);
  return {
    decode(packet) {
      const bytes = codec.decode(Buffer.from(packet.buffer, packet.byteOffset, packet.byteLength));
      return bytesToPcm(bytes);
    },
    free: () => codec.delete(),
  };
}

/** A mono Opus encoder taking 20 ms frames at `inputRate`. Call `free` when done. */
export function createOpusEncoder(inputRate: OpusSampleRate, options: { bitrate?: number } = {}): OpusEncoder {
  const codec = new OpusScript(inputRate, 1, OpusScript.Application.VOIP);
  codec.setBitrate(options.bitrate ?? DEFAULT_BITRATE);
  const frameSamples = (inputRate * FRAME_MS) / 1000;
  return {
    frameSamples,
    encode(frame) {
      if (frame.length !== frameSamples) {
        throw new RangeError(`An Opus frame needs ${frameSamples} samples, got ${frame.length}`);
      }
      const packet = codec.encode(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), frameSamples);
      return new Uint8Array(packet);
    },
    free: () => codec.delete(),
  };
}

/**
 * Encodes a whole clip into 20 ms packets, padding the last frame with silence.
 */
export function encodeOpusPackets(pcm: Int16Array, inputRate: OpusSampleRate): Uint8Array[] {
  const encoder = createOpusEncoder(inputRate);
  try {
    const packets: Uint8Array[] = [];
    for (let start = 0; start < pcm.length; start += encoder.frameSamples) {
      const frame = new Int16Array(encoder.frameSamples);
      frame.set(pcm.subarray(start, start + encoder.frameSamples));
      packets.push(encoder.encode(frame));
    }
    return packets;
  } finally {
    encoder.free();
  }
}

/** Frame length in ms for each of the 32 TOC configurations (RFC 6716 §3.1, table 2). */
function frameMs(config: number): number {
  if (config < 12) return [10, 20, 40, 60][config % 4] ?? 0; // SILK-only
  if (config < 16) return [10, 20][config % 2] ?? 0; // hybrid
  return [2.5, 5, 10, 20][config % 4] ?? 0; // CELT-only
}

/** The audio duration one Opus packet carries, read from its TOC byte (RFC 6716 §3.1). */
export function opusPacketDurationMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) throw new RangeError('An Opus packet has at least one byte');
  const perFrame = frameMs(toc >> 3);
  const code = toc & 0x03;
  if (code === 0) return perFrame;
  if (code === 1 || code === 2) return 2 * perFrame;
  const countByte = packet[1];
  if (countByte === undefined) throw new RangeError('A code 3 Opus packet needs its frame-count byte');
  return (countByte & 0x3f) * perFrame;
}

function bytesToPcm(bytes: Uint8Array): Int16Array {
  // Copy into a fresh buffer: the decoder's output may not be 2-byte aligned.
  const pcm = new Int16Array(bytes.byteLength / 2);
  new Uint8Array(pcm.buffer).set(bytes);
  return pcm;
}
