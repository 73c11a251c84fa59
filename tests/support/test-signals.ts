/** Synthetic signals for the audio tests. */
export function sine(options: { rate: number; hz: number; ms: number; amplitude?: number }): Int16Array {
  const length = Math.round((options.rate * options.ms) / 1000);
  const amplitude = options.amplitude ?? 8000;
  return Int16Array.from({ length }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * options.hz * i) / options.rate)));
}

export function rms(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (const v of pcm) sum += v * v;
  return Math.sqrt(sum / pcm.length);
}

export function zeroCrossings(pcm: Int16Array): number {
  let count = 0;
  for (let i = 1; i < pcm.length; i++) if (((pcm[i - 1] ?? 0) < 0) !== ((pcm[i] ?? 0) < 0)) count++;
  return count;
}
