import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { percentile } from './metrics';

/**
 * A fixed piece of CPU work like the server's own (hashing, JSON, short-lived objects). Returns a
 * checksum, so none of it can be optimised away: the same scale always gives the same checksum.
 */
export function cpuWork(scale = 1): string {
  let digest: Buffer = Buffer.alloc(32);
  for (let i = 0; i < 120_000 * scale; i++) digest = createHash('sha256').update(digest).digest();
  let total = 0;
  for (let i = 0; i < 80_000 * scale; i++) {
    const event = JSON.parse(JSON.stringify({ type: 'response.text.delta', turnId: i, delta: 'I hear you. ', seq: i })) as { seq: number };
    total += event.seq;
  }
  return `${digest.toString('hex').slice(0, 16)}:${total}`;
}

/**
 * How long this machine takes for `cpuWork()` right now, the median of three. These machines share
 * their host: the same build's figures have doubled from one day (or hour) to the next, and this
 * figure moves with them, so a run is compared only with runs of a similar CPU check.
 */
export function cpuCheckMs(rounds = 3): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    cpuWork();
    times.push(performance.now() - started);
  }
  return Math.round(percentile(times.sort((a, b) => a - b), 50));
}
