import { createRequire } from 'node:module';

export type OpusSampleRate = 16000 | 24000 | 48000;

/** Speech is the only thing we encode; 24 kbit/s keeps it clear and the frames small. */
const DEFAULT_BITRATE = 24_000;
const FRAME_MS = 20;
const VOIP = 2048;
const SET_BITRATE = 4002;
const MAX_PACKET_BYTES = 1276 * 3;
/** Bytes of the largest frame (60 ms at 48 kHz, 16-bit mono). */
const MAX_PCM_BYTES = 2880 * 2;

/** libopus compiled to WebAssembly, as shipped inside the opusscript package. */
interface OpusNative {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  OpusScriptHandler: new (rate: number, channels: number, application: number) => OpusHandler;
}
interface OpusHandler {
  _encode(pcmPointer: number, pcmBytes: number, packetPointer: number, frameSamples: number): number;
  _decode(packetPointer: number, packetBytes: number, pcmPointer: number): number;
  _encoder_ctl(ctl: number, value: number): number;
  delete(): void;
}

let opusNative: OpusNative | undefined;

/**
 * We drive opusscript's WebAssembly module directly: its JavaScript wrapper (0.1.1) builds its PCM
 * views with `HEAPU16.subarray(bytePointer, …)`, which lands at twice the allocated address, so
 * codecs alive at once overwrite each other's memory. The native handlers keep PCM as one byte per
 * 16-bit slot; we allocate twice the bytes and pass the real addresses.
 */
function native(): OpusNative {
  opusNative ??= (createRequire(import.meta.url)('opusscript/build/opusscript_native_wasm.js') as () => OpusNative)();
  return opusNative;
}

function opusError(operation: string, code: number): Error {
  return new Error(`Opus ${operation} failed (libopus error ${code})`);
}

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

/** A mono Opus decoder. Call `free` when done: WebAssembly memory is not collected. */
export function createOpusDecoder(outputRate: OpusSampleRate): OpusDecoder {
  const opus = native();
  const handler = new opus.OpusScriptHandler(outputRate, 1, VOIP);
  const packetPointer = opus._malloc(MAX_PACKET_BYTES);
  const pcmPointer = opus._malloc(MAX_PCM_BYTES * 2);
  return {
    decode(packet) {
      if (packet.byteLength > MAX_PACKET_BYTES) throw new RangeError('An Opus packet is at most 3828 bytes');
      opus.HEAPU8.set(packet, packetPointer);
      const samples = handler._decode(packetPointer, packet.byteLength, pcmPointer);
      if (samples < 0) throw opusError('decode', samples);
      const slots = opus.HEAPU16.subarray(pcmPointer >> 1, (pcmPointer >> 1) + samples * 2);
      return new Int16Array(Uint8Array.from(slots).buffer);
    },
    free() {
      handler.delete();
      opus._free(packetPointer);
      opus._free(pcmPointer);
    },
  };
}

/** A mono Opus encoder taking 20 ms frames at `inputRate`. Call `free` when done. */
export function createOpusEncoder(inputRate: OpusSampleRate, options: { bitrate?: number } = {}): OpusEncoder {
  const opus = native();
  const handler = new opus.OpusScriptHandler(inputRate, 1, VOIP);
  const bitrateResult = handler._encoder_ctl(SET_BITRATE, options.bitrate ?? DEFAULT_BITRATE);
  if (bitrateResult < 0) throw opusError('bitrate setting', bitrateResult);
  const pcmPointer = opus._malloc(MAX_PCM_BYTES * 2);
  const packetPointer = opus._malloc(MAX_PACKET_BYTES);
  const frameSamples = (inputRate * FRAME_MS) / 1000;
  return {
    frameSamples,
    encode(frame) {
      if (frame.length !== frameSamples) {
        throw new RangeError(`An Opus frame needs ${frameSamples} samples, got ${frame.length}`);
      }
      const bytes = new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength);
      opus.HEAPU16.set(bytes, pcmPointer >> 1);
      const length = handler._encode(pcmPointer, bytes.byteLength, packetPointer, frameSamples);
      if (length < 0) throw opusError('encode', length);
      return opus.HEAPU8.slice(packetPointer, packetPointer + length);
    },
    free() {
      handler.delete();
      opus._free(pcmPointer);
      opus._free(packetPointer);
    },
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
