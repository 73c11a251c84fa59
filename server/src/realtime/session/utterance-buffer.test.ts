import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../audio/opus';
import { rms, sine } from '../../../../tests/support/test-signals';
import { UtteranceBuffer } from './utterance-buffer';

const packets = encodeOpusPackets(sine({ rate: 48_000, hz: 220, ms: 600 }), 48_000);

describe('UtteranceBuffer', () => {
  it('keeps the packets as they came and counts bytes and time', () => {
    const buffer = new UtteranceBuffer(3);
    packets.forEach((packet, i) => expect(buffer.add(i, packet)).toBe('added'));
    const utterance = buffer.take();
    expect(utterance.utteranceId).toBe(3);
    expect(utterance.durationMs).toBe(600);
    expect(utterance.bytes).toBe(packets.reduce((n, p) => n + p.byteLength, 0));
    expect(utterance.speech.packets()).toEqual(packets);
  });

  it.each([true, false])('gives 16 kHz PCM of the utterance (decoded as it arrives: %s)', (decodeAsItArrives) => {
    const buffer = new UtteranceBuffer(3, { decodeAsItArrives });
    packets.forEach((packet, i) => buffer.add(i, packet));
    const pcm = buffer.take().speech.pcm();
    expect(pcm.length).toBe(600 * 16);
    expect(rms(pcm.subarray(1600))).toBeGreaterThan(1000);
  });

  it.each([true, false])('snapshots the utterance so far while it goes on recording (decoded as it arrives: %s)', (decodeAsItArrives) => {
    const buffer = new UtteranceBuffer(5, { decodeAsItArrives });
    packets.slice(0, 15).forEach((packet, i) => buffer.add(i, packet));
    const snapshot = buffer.snapshot();
    packets.slice(15).forEach((packet, i) => buffer.add(15 + i, packet));

    expect(snapshot).toMatchObject({ utteranceId: 5, durationMs: 300 });
    expect(snapshot.speech.packets()).toEqual(packets.slice(0, 15));
    expect(snapshot.speech.pcm().length).toBe(300 * 16);
    const whole = buffer.take();
    expect(whole.durationMs).toBe(600);
    expect(whole.speech.packets()).toEqual(packets);
    expect(whole.speech.pcm().length).toBe(600 * 16);
    // What the snapshot holds did not change when the recording grew past it.
    expect(snapshot.speech.packets()).toEqual(packets.slice(0, 15));
  });

  it('ignores repeated, out-of-order and empty packets', () => {
    const buffer = new UtteranceBuffer(1);
    expect(buffer.add(0, packets[0] ?? new Uint8Array())).toBe('added');
    expect(buffer.add(0, packets[1] ?? new Uint8Array())).toBe('ignored');
    expect(buffer.add(2, new Uint8Array())).toBe('ignored');
    expect(buffer.take().durationMs).toBe(20);
  });

  it('keeps at most 30 s, saying so once', () => {
    const buffer = new UtteranceBuffer(1);
    // Code 3 packets of six 20 ms frames (120 ms each) whose payload does not decode: counted, not kept.
    const long = Uint8Array.of((31 << 3) | 3, 6, 1, 2, 3);
    for (let i = 0; i < 250; i++) expect(buffer.add(i, long)).toBe('added');
    expect(buffer.add(250, long)).toBe('full');
    expect(buffer.add(251, long)).toBe('ignored');
    expect(buffer.take().durationMs).toBe(30_000);
  });
});
