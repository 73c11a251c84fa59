/** Root mean square of a block of samples in -1..1: 0 is silence, speech is typically 0.02-0.3. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}
