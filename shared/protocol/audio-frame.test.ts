import { describe, expect, it } from 'vitest';
import {
  AUDIO_HEADER_BYTES,
  audioFramePayload,
  emptyAudioFrameHeader,
  encodeAudioFrame,
  readAudioFrameHeader,
} from './audio-frame';

describe('audio frames', () => {
  it('round-trips the header and keeps the packet', () => {
    const packet = Uint8Array.of(0xf8, 1, 2, 3);
    const frame = encodeAudioFrame({ kind: 'output', streamId: 0xfffffff0, sentenceIndex: 513, sequence: 70_000 }, packet);
    expect(frame.byteLength).toBe(AUDIO_HEADER_BYTES + 4);
    const header = emptyAudioFrameHeader();
    expect(readAudioFrameHeader(frame, header)).toBe(true);
    expect(header).toEqual({ kind: 'output', streamId: 0xfffffff0, sentenceIndex: 513, sequence: 70_000 });
    expect([...audioFramePayload(frame)]).toEqual([0xf8, 1, 2, 3]);
  });

  it('is big-endian with the kind first, as docs/protocol.md says', () => {
    const frame = encodeAudioFrame({ kind: 'input', streamId: 7, sentenceIndex: 0, sequence: 2 }, new Uint8Array());
    expect([...frame]).toEqual([1, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 2]);
  });

  it('reads a header inside a larger buffer (a Node Buffer slice) and refuses bad frames', () => {
    const backing = new Uint8Array(64);
    backing.set(encodeAudioFrame({ kind: 'input', streamId: 9, sentenceIndex: 0, sequence: 4 }, Uint8Array.of(5)), 10);
    const header = emptyAudioFrameHeader();
    expect(readAudioFrameHeader(backing.subarray(10, 23), header)).toBe(true);
    expect(header.streamId).toBe(9);
    expect(header.sequence).toBe(4);
    expect(readAudioFrameHeader(new Uint8Array(5), header)).toBe(false);
    expect(readAudioFrameHeader(Uint8Array.of(9, ...new Array<number>(11).fill(0)), header)).toBe(false);
  });
});
