import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { registerErrorHandler } from './error-handler';
import { limitPerIpAndEmail } from './rate-limits';

describe('limitPerIpAndEmail', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function build(perIp: number, perEmail: number) {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(rateLimit, { global: false });
    const limits = { perIp: { max: perIp, timeWindow: '1 hour' }, perEmail: { max: perEmail, timeWindow: '1 hour' } };
    app.post('/attempt', limitPerIpAndEmail(app, 'attempt', limits), async () => ({ ok: true }));
  }
  const attempt = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/attempt', payload: { email }, remoteAddress });

  it('limits one email address across many IPs, ignoring case and spaces', async () => {
    await build(100, 2);
    expect((await attempt('ana@example.com', '10.0.0.1')).statusCode).toBe(200);
    expect((await attempt(' ANA@example.com', '10.0.0.2')).statusCode).toBe(200);
    const limited = await attempt('ana@example.com', '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('bea@example.com', '10.0.0.3')).statusCode).toBe(200);
  });

  it('limits one IP across many email addresses', async () => {
    await build(2, 100);
    expect((await attempt('a@example.com', '10.0.0.9')).statusCode).toBe(200);
    expect((await attempt('b@example.com', '10.0.0.9')).statusCode).toBe(200);
    expect((await attempt('c@example.com', '10.0.0.9')).statusCode).toBe(429);
    expect((await attempt('c@example.com', '10.0.0.10')).statusCode).toBe(200);
  });
});
