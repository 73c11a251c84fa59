import { describe, expect, it } from 'vitest';
import { resampleLinear } from './resample';
import { rms, sine, zeroCrossings } from '../../../tests/support/test-signals';

describe('resampleLinear', () => {
  it.each([
    [22050, 48000],
    [16000, 48000],
    [48000, 16000],
  ])('keeps duration, pitch and loudness from %i to %i Hz', (from, to) => {
    const tone = sine({ rate: from, hz: 300, ms: 500 });
    const out = resampleLinear(tone, from, to);
    expect(out.length).toBe(to / 2);
    // 300 Hz for half a second crosses zero about 300 times at any rate.
    expect(Math.abs(zeroCrossings(out) - zeroCrossings(tone))).toBeLessThanOrEqual(2);
    expect(rms(out) / rms(tone)).toBeCloseTo(1, 1);
  });

  it('interpolates between neighbouring samples', () => {
    expect([...resampleLinear(Int16Array.of(0, 100, 200, 300), 1000, 2000)]).toEqual([0, 50, 100, 150, 200, 250, 300, 300]);
  });

  it('copies when the rates match and rejects impossible rates', () => {
    const pcm = Int16Array.of(1, 2, 3);
    const copy = resampleLinear(pcm, 16000, 16000);
    expect(copy).toEqual(pcm);
    expect(copy).not.toBe(pcm);
    expect(() => resampleLinear(pcm, 0, 16000)).toThrow(RangeError);
  });
});
