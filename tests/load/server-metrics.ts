/** The few series of the server's own `/metrics` the report shows. */
export interface ServerMetrics {
  eventLoopLagP99Ms: number | null;
  eventLoopLagMaxMs: number | null;
  heapUsedBytes: number | null;
  activeSessions: number | null;
}

function sample(page: string, series: string): number | null {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  const value = line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads the server's `/metrics`. prom-client restarts its event-loop lag histogram after each read,
 * so reading once at the start of a run and once at the end gives the lag during the run.
 */
export async function scrapeServer(origin: string): Promise<ServerMetrics> {
  try {
    const res = await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const page = await res.text();
    const ms = (v: number | null) => (v === null ? null : v * 1000);
    return {
      eventLoopLagP99Ms: ms(sample(page, 'nodejs_eventloop_lag_p99_seconds')),
      eventLoopLagMaxMs: ms(sample(page, 'nodejs_eventloop_lag_max_seconds')),
      heapUsedBytes: sample(page, 'nodejs_heap_size_used_bytes'),
      activeSessions: sample(page, 'solace_active_sessions'),
    };
  } catch {
    return { eventLoopLagP99Ms: null, eventLoopLagMaxMs: null, heapUsedBytes: null, activeSessions: null };
  }
}
