import autocannon, { type AutocannonRequest } from 'autocannon';
import type { BenchUser } from './users';

/**
 * The routes a signed-in dashboard calls most. Add each new list route here as its feature lands, so
 * the figure grows with the product.
 */
export const restRoutes: readonly RestRoute[] = [
  { method: 'GET', path: '/api/me', credential: 'access' },
  { method: 'GET', path: '/api/profile', credential: 'access' },
  { method: 'POST', path: '/api/auth/refresh', credential: 'refresh' },
];

export interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  /** `refresh`: each request spends a refresh token and gets the next one of its sign-in. */
  credential: 'access' | 'refresh';
}

export interface RestFigure {
  route: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Refresh tokens waiting for their next use: a request takes one, its answer puts the rotated one back. */
class RefreshPool {
  private readonly tokens: string[];
  constructor(tokens: string[]) {
    this.tokens = [...tokens];
  }
  take(): string | undefined {
    return this.tokens.shift();
  }
  giveBack(headers: Record<string, string | string[]>): void {
    const cookies = headers['set-cookie'];
    for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      const match = /^refresh_token=([^;]+)/.exec(cookie);
      if (match?.[1]) this.tokens.push(match[1]);
    }
  }
}

/** Each route first runs this long unmeasured, so the figures are the warm server's, as in production. */
const WARMUP_SECONDS = 2;

/**
 * autocannon against each route in turn at `connections` connections. Access routes spread the
 * requests over many users; refresh rotates real sign-ins from a pool larger than the connection count
 * (a token is never sent twice, which would revoke its sign-in).
 */
export async function runRestBench(
  origin: string,
  users: BenchUser[],
  refreshTokens: string[],
  options: { seconds: number; connections: number },
): Promise<RestFigure[]> {
  const figures: RestFigure[] = [];
  const pool = new RefreshPool(refreshTokens);
  for (const route of restRoutes) {
    let next = 0;
    const request: AutocannonRequest = {
      method: route.method,
      path: route.path,
      headers: route.method === 'POST' ? { origin, 'content-type': 'application/json' } : {},
      ...(route.method === 'POST' ? { body: '{}' } : {}),
      setupRequest: (req) => {
        const cookie =
          route.credential === 'refresh'
            ? `refresh_token=${pool.take() ?? 'pool-empty'}`
            : `access_token=${users[next++ % users.length]?.accessToken ?? ''}`;
        return { ...req, headers: { ...req.headers, cookie } };
      },
      ...(route.credential === 'refresh' ? { onResponse: (_s, _b, _c, headers) => pool.giveBack(headers) } : {}),
    };
    const run = (seconds: number) =>
      autocannon({ url: origin, connections: options.connections, duration: seconds, timeout: 10, requests: [request] });
    await run(WARMUP_SECONDS);
    const result = await run(options.seconds);
    figures.push({
      route: `${route.method} ${route.path}`,
      connections: options.connections,
      seconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.average },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }
  return figures;
}
