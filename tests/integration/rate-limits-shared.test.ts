import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authLimits } from '../../server/src/features/auth/auth-limits';
import { TEST_ORIGIN, uniqueEmail, useTestApp, type TestApp } from '../support/app/test-app';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

/** This machine's Redis (CI starts it): the instances of a deployment share their limits through it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const recover = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/recover', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });

describe('rate limits shared through Redis by two instances', () => {
  // A prefix of this run's own, so runs (and the PGlite and Postgres passes) never count each other's requests.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
  const first = useTestApp({ env });
  const second = useTestApp({ env });

  it("counts one address's requests on both instances against one budget", async () => {
    const email = uniqueEmail('shared-limit');
    const { max } = authLimits.recover.perEmail;
    const statuses = [];
    for (let i = 0; i < max; i++) statuses.push((await recover(i % 2 === 0 ? first : second, email)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each instance alone has seen fewer than `max`: only a shared count refuses the next one, on either.
    expect((await recover(second, email)).statusCode).toBe(429);
    expect((await recover(first, email)).statusCode).toBe(429);
  });
});

/** A server that takes connections and never answers: a Redis that has stalled. */
async function stalledServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each([
  { redis: 'refuses connections', url: async () => ({ url: 'redis://127.0.0.1:1', close: async () => undefined }) },
  { redis: 'accepts and never answers', url: stalledServer },
])('rate limits when Redis $redis', ({ url }) => {
  let stalled: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    stalled = await url();
  });
  afterAll(() => stalled.close());
  const t = useTestApp(() => ({ env: { REDIS_URL: stalled.url, REDIS_KEY_PREFIX: `test-${randomUUID()}:` } }));

  it('are counted by the instance itself meanwhile: requests go through, and the limit still holds', async () => {
    const email = uniqueEmail('redis-away');
    const { max } = authLimits.recover.perEmail;
    const statuses = [];
    for (let i = 0; i <= max; i++) statuses.push((await recover(t, email)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429]);
  });
});

// Two instances serve one person only when they share a database: Postgres (each test app's PGlite is its own).
describe.runIf(inject('databaseUrl'))("a person's socket limits shared through Redis by two instances", () => {
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
  const ai = new ScriptedAiProvider({ reply: 'I hear you.' });
  const first = useRealtimeApp(() => ({ ai, env }));
  const second = useRealtimeApp(() => ({ ai, env }));

  it('counts chat messages on sessions on both instances against one allowance (8, then one per 3 s)', async () => {
    const user = await createSignedInUser(first);
    const sessions = [
      (await RealtimeTestClient.session(first.url, user.accessToken, { mode: 'text' })).client,
      (await RealtimeTestClient.session(second.url, user.accessToken, { mode: 'text' })).client,
    ];
    for (let i = 0; i < 8; i++) {
      const client = sessions[i % 2] as RealtimeTestClient;
      client.send({ type: 'text.send', text: `Message ${i + 1}` });
      await client.next('response.done');
    }
    // Each instance alone has seen 4: only a shared count refuses the ninth, on either.
    for (const client of sessions) {
      client.send({ type: 'text.send', text: 'One more' });
      expect(await client.next('error')).toMatchObject({ code: 'rate_limited' });
    }
    for (const client of sessions) client.close();
  });
});
