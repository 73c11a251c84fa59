import { describe, expect, it } from 'vitest';
import { pcmToWav, wavToPcm } from './wav';
import { sine } from '../../../tests/support/test-signals';

describe('WAV', () => {
  it('round-trips 16-bit mono PCM with its sample rate', () => {
    const pcm = sine({ rate: 16000, hz: 440, ms: 250, amplitude: 30000 });
    const wav = pcmToWav(pcm, 16000);
    expect(wav.length).toBe(44 + pcm.length * 2);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    const back = wavToPcm(wav);
    expect(back.sampleRate).toBe(16000);
    expect(back.pcm).toEqual(pcm);
  });

  it('skips unknown chunks and mixes stereo down to mono', () => {
    const stereo = Int16Array.of(100, 300, -200, -400);
    const plain = pcmToWav(stereo, 8000);
    const view = new DataView(plain.buffer);
    view.setUint16(22, 2, true); // two channels
    const extra = Uint8Array.of(...new TextEncoder().encode('LIST'), 3, 0, 0, 0, 1, 2, 3, 0);
    const withList = new Uint8Array(plain.length + extra.length);
    withList.set(plain.subarray(0, 36));
    withList.set(extra, 36);
    withList.set(plain.subarray(36), 36 + extra.length);
    expect(wavToPcm(withList).pcm).toEqual(Int16Array.of(200, -300));
  });

  it('rejects files that are not 16-bit PCM WAV', () => {
    expect(() => wavToPcm(new TextEncoder().encode('OggS not a wav file'))).toThrow(/Not a WAV/);
    const wav = pcmToWav(Int16Array.of(1, 2), 16000);
    new DataView(wav.buffer).setUint16(34, 8, true);
    expect(() => wavToPcm(wav)).toThrow(/16-bit/);
  });
});
