import { describe, expect, it } from 'vitest';
import { createOpusDecoder, createOpusEncoder, encodeOpusPackets, opusPacketDurationMs, type OpusSampleRate } from './opus';
import { rms, sine } from '../../../tests/support/test-signals';

describe('opus encode and decode', () => {
  it.each<OpusSampleRate>([16000, 24000, 48000])('round-trips a tone at %i Hz keeping its energy and length', (rate) => {
    const tone = sine({ rate, hz: 440, ms: 1000 });
    const packets = encodeOpusPackets(tone, rate);
    expect(packets).toHaveLength(50);
    expect(packets.reduce((ms, p) => ms + opusPacketDurationMs(p), 0)).toBe(1000);

    const decoder = createOpusDecoder(rate);
    const decoded = packets.map((p) => decoder.decode(p));
    decoder.free();
    expect(decoded.every((frame) => frame.length === rate / 50)).toBe(true);
    const joined = Int16Array.from(decoded.flatMap((frame) => [...frame]));
    // Skip the codec's start-up delay before comparing loudness.
    const steady = joined.subarray(rate / 10);
    expect(rms(steady)).toBeGreaterThan(rms(tone) * 0.8);
    expect(rms(steady)).toBeLessThan(rms(tone) * 1.2);
  });

  it('decodes at a different rate than it encoded', () => {
    const packets = encodeOpusPackets(sine({ rate: 48000, hz: 300, ms: 200 }), 48000);
    const decoder = createOpusDecoder(16000);
    expect(decoder.decode(packets[0] ?? new Uint8Array())).toHaveLength(320);
    decoder.free();
  });

  it('encodes silence into small packets and rejects frames of the wrong size', () => {
    const encoder = createOpusEncoder(48000);
    expect(encoder.frameSamples).toBe(960);
    const silent = encoder.encode(new Int16Array(960)).length;
    const loud = encoder.encode(sine({ rate: 48000, hz: 440, ms: 20 })).length;
    expect(silent).toBeLessThan(loud / 2);
    expect(() => encoder.encode(new Int16Array(100))).toThrow(/960 samples/);
    encoder.free();
  });
});

describe('opus codecs alive at once', () => {
  it('decode independently: interleaved decoders give exactly what one decoder alone gives', () => {
    // Enough codecs that their memory spans well past the first ones' addresses.
    const clips = Array.from({ length: 48 }, (_, i) => encodeOpusPackets(sine({ rate: 48000, hz: 200 + i * 25, ms: 400 }), 48000));
    const alone = clips.map((packets) => {
      const decoder = createOpusDecoder(16000);
      const pcm = packets.map((p) => decoder.decode(p));
      decoder.free();
      return pcm;
    });
    const decoders = clips.map(() => createOpusDecoder(16000));
    const together = clips.map(() => [] as Int16Array[]);
    for (let frame = 0; frame < 20; frame += 1) {
      clips.forEach((packets, i) => together[i]?.push(decoders[i]!.decode(packets[frame]!)));
    }
    decoders.forEach((d) => d.free());
    expect(together).toEqual(alone);
  });
});

describe('opusPacketDurationMs', () => {
  const toc = (config: number, code: number) => (config << 3) | code;

  it.each([
    [0, 10], [1, 20], [2, 40], [3, 60], // SILK narrowband
    [13, 20], [14, 10], // hybrid
    [16, 2.5], [17, 5], [18, 10], [31, 20], // CELT
  ])('config %i is %f ms per frame', (config, ms) => {
    expect(opusPacketDurationMs(Uint8Array.of(toc(config, 0), 0xaa))).toBe(ms);
  });

  it('counts two frames for codes 1 and 2, and the frame-count byte for code 3', () => {
    expect(opusPacketDurationMs(Uint8Array.of(toc(31, 1)))).toBe(40);
    expect(opusPacketDurationMs(Uint8Array.of(toc(1, 2)))).toBe(40);
    expect(opusPacketDurationMs(Uint8Array.of(toc(18, 3), 0x80 | 6))).toBe(60);
  });

  it('rejects packets too short to read', () => {
    expect(() => opusPacketDurationMs(new Uint8Array(0))).toThrow(RangeError);
    expect(() => opusPacketDurationMs(Uint8Array.of(toc(31, 3)))).toThrow(/frame-count/);
  });
});
