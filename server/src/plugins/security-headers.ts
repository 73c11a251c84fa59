import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** What every answer carries anyway; not helmet's to set. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with `options`, worked out once by asking a throwaway instance.
 * @fastify/helmet rebuilds its middleware from the options on every request (parsing the whole CSP
 * each time), and the headers it sets never vary per request unless CSP nonces are on.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  if (options.enableCSPNonces) throw new Error('CSP nonces vary per request; use @fastify/helmet itself');
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async (_request, reply) => reply.send());
  try {
    const res = await probe.inject('/');
    return Object.entries(res.headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Sets helmet's security headers on every answer (API, static files, errors, not-found). API answers
 * hold a person's own data, so no cache keeps them unless a route says otherwise.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
});
