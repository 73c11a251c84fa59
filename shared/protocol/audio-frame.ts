/**
 * Binary frames carry one Opus packet each (48 kHz clock, mono, 20 ms) behind a 12-byte header,
 * big-endian, read and written with DataView:
 *
 *   offset 0  u8   kind           1 = input audio (client -> server), 2 = output audio (server -> client)
 *   offset 1  u8   reserved       0
 *   offset 2  u16  sentenceIndex  output: the reply sentence the packet belongs to; input: 0
 *   offset 4  u32  streamId       input: the utterance id; output: the turn id
 *   offset 8  u32  sequence       packet number within the utterance or the turn, from 0
 *   offset 12      Opus packet
 */
export const AUDIO_HEADER_BYTES = 12;

export const audioFrameKinds = { input: 1, output: 2 } as const;
export type AudioFrameKind = keyof typeof audioFrameKinds;

export interface AudioFrameHeader {
  kind: AudioFrameKind;
  streamId: number;
  sentenceIndex: number;
  sequence: number;
}

/** Writes the header into the first 12 bytes of `target` (which must hold them). */
export function writeAudioFrameHeader(target: Uint8Array, header: AudioFrameHeader): void {
  const view = new DataView(target.buffer, target.byteOffset, AUDIO_HEADER_BYTES);
  view.setUint8(0, audioFrameKinds[header.kind]);
  view.setUint8(1, 0);
  view.setUint16(2, header.sentenceIndex);
  view.setUint32(4, header.streamId);
  view.setUint32(8, header.sequence);
}

/** A new frame: header then packet, in one allocation. */
export function encodeAudioFrame(header: AudioFrameHeader, packet: Uint8Array): Uint8Array {
  const frame = new Uint8Array(AUDIO_HEADER_BYTES + packet.byteLength);
  writeAudioFrameHeader(frame, header);
  frame.set(packet, AUDIO_HEADER_BYTES);
  return frame;
}

/**
 * Fills `into` (reused by the caller, so the hot path allocates nothing) from a frame's header.
 * Returns false when the frame is too short or its kind is unknown.
 */
export function readAudioFrameHeader(frame: Uint8Array, into: AudioFrameHeader): boolean {
  if (frame.byteLength < AUDIO_HEADER_BYTES) return false;
  const view = new DataView(frame.buffer, frame.byteOffset, AUDIO_HEADER_BYTES);
  const kind = view.getUint8(0);
  if (kind === audioFrameKinds.input) into.kind = 'input';
  else if (kind === audioFrameKinds.output) into.kind = 'output';
  else return false;
  into.sentenceIndex = view.getUint16(2);
  into.streamId = view.getUint32(4);
  into.sequence = view.getUint32(8);
  return true;
}

/** The Opus packet of a frame, as a view (no copy). */
export function audioFramePayload(frame: Uint8Array): Uint8Array {
  return frame.subarray(AUDIO_HEADER_BYTES);
}

export function emptyAudioFrameHeader(): AudioFrameHeader {
  return { kind: 'input', streamId: 0, sentenceIndex: 0, sequence: 0 };
}
