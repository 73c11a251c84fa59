/** A latency (or size) distribution as the report prints it. */
export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of ascending `sorted` values (p in 0..100); NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** p50, p95, p99, max and mean of `values` (which are not modified); null when there are none. */
export function summarize(values: readonly number[]): Distribution | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  let sum = 0;
  for (const v of list) sum += v;
  return {
    count: list.length,
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    max: list[list.length - 1] ?? Number.NaN,
    mean: sum / list.length,
  };
}

/** Named samples, collected during a run and summarised at the end. */
export class Samples<Name extends string> {
  private readonly values = new Map<Name, number[]>();

  add(name: Name, value: number): void {
    const list = this.values.get(name);
    if (list) list.push(value);
    else this.values.set(name, [value]);
  }

  raw(name: Name): readonly number[] {
    return this.values.get(name) ?? [];
  }

  summary(name: Name): Distribution | null {
    return summarize(this.raw(name));
  }
}

/** The first session count at which `p99` passes `limitMs` (the knee), or null when none does. */
export function findKnee(steps: readonly { sessions: number; p99: number | null }[], limitMs: number): number | null {
  const sorted = [...steps].sort((a, b) => a.sessions - b.sessions);
  return sorted.find((s) => s.p99 !== null && s.p99 > limitMs)?.sessions ?? null;
}

/**
 * The most voice sessions a run carried within the limits (p99 server overhead to the first audio byte
 * under `p99LimitMs`, no audio gap over 40 ms, every turn completed); null when none did.
 */
export function carriedSessions(
  runs: readonly { sessions: number; p99: number | null; gapsOverLimit: number; turnsLost: number }[],
  p99LimitMs: number,
): number | null {
  const within = runs.filter((r) => r.sessions > 0 && r.p99 !== null && r.p99 < p99LimitMs && r.gapsOverLimit === 0 && r.turnsLost === 0);
  return within.length === 0 ? null : Math.max(...within.map((r) => r.sessions));
}
