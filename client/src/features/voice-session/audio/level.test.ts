import { describe, expect, it } from 'vitest';
import { rms } from './level';

describe('rms', () => {
  it('is 0 for silence and for no samples', () => {
    expect(rms(new Float32Array(512))).toBe(0);
    expect(rms(new Float32Array(0))).toBe(0);
  });

  it('is the amplitude over √2 for a sine wave', () => {
    const sine = Float32Array.from({ length: 1600 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * i) / 16));
    expect(rms(sine)).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });

  it('never exceeds 1', () => {
    expect(rms(Float32Array.from([3, -3, 3]))).toBe(1);
  });
});
