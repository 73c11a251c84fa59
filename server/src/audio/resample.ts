/**
 * Linear-interpolation resampling of 16-bit mono PCM. Good enough for speech going into a codec or a
 * recogniser; not meant for music.
 */
export function resampleLinear(pcm: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate <= 0 || toRate <= 0) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate) return pcm.slice();
  const outLength = Math.round((pcm.length * toRate) / fromRate);
  const out = new Int16Array(outLength);
  const step = fromRate / toRate;
  const last = pcm.length - 1;
  for (let i = 0; i < outLength; i++) {
    const position = i * step;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = pcm[Math.min(index, last)] ?? 0;
    const b = pcm[Math.min(index + 1, last)] ?? 0;
    out[i] = Math.round(a + (b - a) * fraction);
  }
  return out;
}
