/** What REST callers got through a rolling restart. */
export interface RestRecord {
  requests: number;
  /** 'METHOD /route status' (status 'network' for no answer at all) to count, for everything that was not a 2xx. */
  failures: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One signed-in page's REST calls in a loop until `stop`: the session list, the profile, and a profile
 * save (a PATCH, which a balancer may not simply send again), as a person moving around the app does.
 */
export async function restTraffic(baseUrl: string, origin: string, accessToken: string, stop: AbortSignal, pauseMs: number): Promise<RestRecord> {
  const record: RestRecord = { requests: 0, failures: {} };
  const headers = { cookie: `access_token=${accessToken}`, origin };
  const calls = (n: number): [string, RequestInit][] => [
    ['/api/sessions', { headers }],
    ['/api/profile', { headers }],
    ['/api/profile', { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ fullName: `Person ${n}` }) }],
  ];
  for (let n = 0; !stop.aborted; n++) {
    const [route, init] = calls(n)[n % 3] as [string, RequestInit];
    record.requests++;
    const status = await fetch(`${baseUrl}${route}`, init).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 'network' as const,
    );
    const key = `${init.method ?? 'GET'} ${route} ${status}`;
    if (typeof status !== 'number' || status >= 300) record.failures[key] = (record.failures[key] ?? 0) + 1;
    await sleep(pauseMs);
  }
  return record;
}
