import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/env';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { PASSWORD } from '../support/app/auth-flow';
import { RealtimeTestClient, startRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { testEnv, uniqueEmail } from '../support/app/test-app';

const LOOPBACK_NAMES = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];

describe('the loopback names of the app origin (development and the embedded default)', () => {
  let t: RealtimeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startRealtimeApp({ ai: new ScriptedAiProvider() });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it('accepts a form posted from any loopback name of the configured origin, and nothing else', async () => {
    for (const origin of LOOPBACK_NAMES) {
      const client = new BrowserLikeClient(t.app, origin);
      const res = await client.post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
      expect(res.json().error?.code, origin).not.toBe('bad_origin');
    }
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://127.0.0.2:3000', 'http://localhost.evil.example:3000']) {
      const res = await new BrowserLikeClient(t.app, origin).post('/api/auth/login', { email: 'a@example.com', password: PASSWORD });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('opens the realtime socket from any loopback name', async () => {
    for (const origin of LOOPBACK_NAMES) {
      const client = await RealtimeTestClient.connect(t.url, user.accessToken, origin);
      client.close();
    }
    await expect(RealtimeTestClient.connect(t.url, user.accessToken, 'http://127.0.0.1:3001')).rejects.toThrow('refused with 403');
  });
});

describe('allowed origins in production', () => {
  it('keeps the strict allowlist when PUBLIC_URL is set', () => {
    const config = loadConfig(testEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }));
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
    const hosted = loadConfig(testEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://solace.example', ALLOWED_ORIGINS: 'https://www.solace.example' }));
    expect(hosted.allowedOrigins).toEqual(['https://solace.example', 'https://www.solace.example']);
  });

  it('accepts the loopback names on the embedded default (no PUBLIC_URL)', () => {
    const env = testEnv({ NODE_ENV: 'production', PORT: '3000' });
    delete env.PUBLIC_URL;
    expect(loadConfig(env).allowedOrigins).toEqual(LOOPBACK_NAMES);
  });
});
