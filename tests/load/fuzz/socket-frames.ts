import { z } from 'zod';
import { encodeAudioFrame } from '@shared/protocol/audio-frame';
import { clientMessage } from '@shared/protocol/client-messages';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '@shared/protocol/version';
import { chance, mutateValue, nastyStrings, pick, sampleValue, type JsonSchema, type Rng } from './schema-values';

export type FrameKind = 'valid' | 'mutated' | 'garbage_text' | 'truncated_json' | 'oversize_text' | 'audio' | 'truncated_audio' | 'garbage_binary' | 'oversize_binary';

export interface FuzzFrame {
  kind: FrameKind;
  data: string | Uint8Array;
}

/** What a socket knows that makes a frame plausible: its session, if any, and its utterance numbers. */
export interface SocketState {
  sessionIds: string[];
  utteranceId: number;
}

const messageSchemas = (z.toJSONSchema(clientMessage, { io: 'input', unrepresentable: 'any' }) as { oneOf: JsonSchema[] }).oneOf;

/** A message the protocol accepts, made plausible for this socket (its protocol version, session ids, utterance numbers). */
export function validMessage(rng: Rng, state: SocketState): Record<string, unknown> {
  const message = sampleValue(pick(rng, messageSchemas), rng) as Record<string, unknown>;
  if ('protocolVersion' in message && chance(rng, 0.9)) message.protocolVersion = PROTOCOL_VERSION;
  if ('sessionId' in message && state.sessionIds.length > 0 && chance(rng, 0.7)) message.sessionId = pick(rng, state.sessionIds);
  if ('lastSeq' in message) message.lastSeq = Math.floor(rng() * 50);
  if ('utteranceId' in message) {
    if (message.type === 'input_audio.start') state.utteranceId += 1;
    message.utteranceId = chance(rng, 0.8) ? state.utteranceId : Math.floor(rng() * 1000);
  }
  if ('pause' in message) message.pause = Math.floor(rng() * 5);
  return message;
}

function randomBytes(rng: Rng, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(rng() * 256);
  return bytes;
}

/** An input-audio frame of the current utterance with a packet that looks like Opus (a real TOC byte) or is cut short. */
function audioFrame(rng: Rng, state: SocketState, truncated: boolean): Uint8Array {
  const packet = randomBytes(rng, truncated ? Math.floor(rng() * 3) : 20 + Math.floor(rng() * 140));
  if (packet.length > 0) packet[0] = 31 << 3;
  const frame = encodeAudioFrame({ kind: 'input', streamId: state.utteranceId, sentenceIndex: 0, sequence: Math.floor(rng() * 500) }, packet);
  return truncated && chance(rng, 0.5) ? frame.subarray(0, Math.floor(rng() * 12)) : frame;
}

/** One frame, of a kind drawn with these weights: mostly plausible messages and audio, then broken ones. */
export function fuzzFrame(rng: Rng, state: SocketState): FuzzFrame {
  const roll = rng();
  if (roll < 0.3) return { kind: 'valid', data: JSON.stringify(validMessage(rng, state)) };
  if (roll < 0.55) return { kind: 'mutated', data: JSON.stringify(mutateValue(validMessage(rng, state), rng)) };
  if (roll < 0.75) return { kind: 'audio', data: audioFrame(rng, state, false) };
  if (roll < 0.8) return { kind: 'truncated_audio', data: audioFrame(rng, state, true) };
  if (roll < 0.86) return { kind: 'garbage_text', data: pick(rng, nastyStrings).slice(0, 2000) };
  if (roll < 0.92) {
    const json = JSON.stringify(validMessage(rng, state));
    return { kind: 'truncated_json', data: json.slice(0, Math.floor(rng() * json.length)) };
  }
  if (roll < 0.97) return { kind: 'garbage_binary', data: randomBytes(rng, Math.floor(rng() * 64)) };
  if (roll < 0.985) return { kind: 'oversize_text', data: JSON.stringify({ type: 'text.send', text: 'x'.repeat(MAX_FRAME_BYTES + 10) }) };
  // Past our own limit (an error event), or past the socket's (ws closes it with 1009).
  return { kind: 'oversize_binary', data: randomBytes(rng, chance(rng, 0.7) ? MAX_FRAME_BYTES + 100 : 4 * MAX_FRAME_BYTES + 100) };
}
