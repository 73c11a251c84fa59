import { describe, expect, it } from 'vitest';
import { createOggOpusDemuxer } from './ogg-opus';
import { encodeOpusPackets } from './opus';
import { RecordedSpeech } from './recorded-speech';
import { rms, sine } from '../../../tests/support/test-signals';

const packets = encodeOpusPackets(sine({ rate: 48_000, hz: 200, ms: 400 }), 48_000);

describe('RecordedSpeech', () => {
  it('keeps copies of the packets, so the socket buffers they came in can be reused', () => {
    const incoming = packets.map((p) => Uint8Array.from(p));
    const speech = RecordedSpeech.of(incoming);
    for (const p of incoming) p.fill(0);
    expect(speech.packets()).toEqual(packets);
    expect(speech.packetCount).toBe(20);
  });

  it('gives the packets as an Ogg Opus file without decoding them', () => {
    const file = RecordedSpeech.of(packets).oggOpus();
    expect(new TextDecoder().decode(file.subarray(0, 4))).toBe('OggS');
    expect(createOggOpusDemuxer().push(file)).toEqual(packets);
  });

  it('decodes to 16 kHz PCM, and skips a packet that does not decode', () => {
    const speech = new RecordedSpeech(true);
    packets.slice(0, 10).forEach((p) => speech.add(p));
    speech.add(Uint8Array.of((31 << 3) | 3, 60)); // claims 60 frames, carries none
    packets.slice(10).forEach((p) => speech.add(p));
    const pcm = speech.pcm();
    expect(pcm.length).toBe(400 * 16);
    expect(rms(pcm.subarray(1600))).toBeGreaterThan(1000);
  });
});
