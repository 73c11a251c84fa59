import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { helmetHeaders, securityHeadersPlugin } from './security-headers';

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'ws:'], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
};

async function headersFrom(plugin: FastifyPluginAsync<FastifyHelmetOptions>) {
  const app = Fastify();
  await app.register(plugin, options);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const answers = await Promise.all(['/ok', '/fails', '/missing'].map((url) => app.inject(url)));
  await app.close();
  return answers.map(({ statusCode, headers }) => {
    const { date: _date, ...rest } = headers;
    return { statusCode, headers: rest };
  });
}

describe('security headers', () => {
  it('are the ones @fastify/helmet sets, on answers, errors and not-found alike', async () => {
    const ours = await headersFrom(securityHeadersPlugin);
    expect(ours.map((a) => a.statusCode)).toEqual([200, 500, 404]);
    expect(ours).toEqual(await headersFrom(helmet as FastifyPluginAsync<FastifyHelmetOptions>));
    expect(ours[0]?.headers['content-security-policy']).toContain("connect-src 'self' ws:");
  });

  it('include the usual protections', async () => {
    const headers = Object.fromEntries(await helmetHeaders(options));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
    });
    expect(headers).not.toHaveProperty('content-length');
  });

  it('refuses CSP nonces, which differ per request', async () => {
    await expect(helmetHeaders({ ...options, enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});
