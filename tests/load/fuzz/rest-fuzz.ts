import { chance, mutateValue, nastyStrings, pick, sampleValue, seededRng, type JsonSchema, type Rng } from './schema-values';

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

export interface RestFuzzResult {
  routes: number;
  requests: number;
  byStatus: Record<string, number>;
  /** Requests answered 5xx, or not at all: each a bug. */
  failures: { route: string; status: number | 'no answer'; sample: string }[];
  failureCount: number;
}

export interface RestFuzzOptions {
  origin: string;
  accessToken: string;
  requests: number;
  seed: number;
  concurrency: number;
}

/** Every route of the server's OpenAPI document (`/api/docs/json`), so a new route is fuzzed without anyone listing it. */
async function documentedRoutes(origin: string): Promise<Route[]> {
  const doc = (await (await fetch(`${origin}/api/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Percent-encoded; a lone surrogate (which cannot be) goes as U+FFFD, as a browser sends it. */
const encodePart = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

function fill(route: Route, rng: Rng): string {
  const path = route.path.replace(/\{(\w+)\}/g, () =>
    encodePart(chance(rng, 0.7) ? (sampleValue({ type: 'string', format: 'uuid' }, rng) as string) : pick(rng, [...nastyStrings, 'not-a-uuid']).slice(0, 300)),
  );
  const query = new URLSearchParams();
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in !== 'query' || !(parameter.required || chance(rng, 0.6))) continue;
    const value = sampleValue(parameter.schema ?? { type: 'string' }, rng);
    const sent = chance(rng, 0.3) ? mutateValue(value, rng) : value;
    query.set(parameter.name, typeof sent === 'string' ? sent.slice(0, 3000) : JSON.stringify(sent));
  }
  if (chance(rng, 0.1)) query.set(pick(rng, ['limit', 'offset', 'cursor', 'q', 'from']), pick(rng, nastyStrings).slice(0, 300));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function body(route: Route, rng: Rng): { text?: string; type?: string } {
  const schema = route.operation.requestBody?.content?.['application/json']?.schema;
  const roll = rng();
  if (roll < 0.1) return { text: pick(rng, ['{', '[1,', '"', 'null', pick(rng, nastyStrings)]), type: pick(rng, ['application/json', 'text/plain']) };
  if (roll < 0.15 || (!schema && roll < 0.6)) return {};
  const value = sampleValue(schema ?? { type: 'object' }, rng);
  return { text: JSON.stringify(roll < 0.55 ? value : mutateValue(value, rng)), type: 'application/json' };
}

/** `requests` requests over the documented routes, with sampled, broken and hostile parameters and bodies; never a 5xx. */
export async function fuzzRest(options: RestFuzzOptions): Promise<RestFuzzResult> {
  const routes = await documentedRoutes(options.origin);
  const result: RestFuzzResult = { routes: routes.length, requests: 0, byStatus: {}, failures: [], failureCount: 0 };
  // Each worker draws from its own generator and budget, so a seed gives the same requests whatever the timing.
  const worker = async (index: number) => {
    const rng = seededRng(options.seed * 31 + index);
    for (let budget = Math.ceil(options.requests / options.concurrency); budget > 0; budget--) {
      const route = pick(rng, routes);
      const url = fill(route, rng);
      const { text, type } = route.method === 'GET' ? {} : body(route, rng);
      const headers: Record<string, string> = { origin: chance(rng, 0.9) ? options.origin : 'https://evil.example' };
      const auth = rng();
      if (auth < 0.85) headers.cookie = `access_token=${options.accessToken}`;
      else if (auth < 0.9) headers.cookie = `access_token=${pick(rng, nastyStrings).slice(0, 200).replace(/[^\x21-\x7e]/g, '')}`;
      if (type) headers['content-type'] = type;
      result.requests++;
      let status: number | 'no answer';
      try {
        const res = await fetch(`${options.origin}${url}`, { method: route.method, headers, body: text, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'no answer';
      }
      result.byStatus[String(status)] = (result.byStatus[String(status)] ?? 0) + 1;
      if (status === 'no answer' || status >= 500) {
        result.failureCount++;
        if (result.failures.length < 20) result.failures.push({ route: `${route.method} ${route.path}`, status, sample: `${url} ${text ?? ''}`.slice(0, 300) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  return result;
}
