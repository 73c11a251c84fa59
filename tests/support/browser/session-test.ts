import { test as base } from '@playwright/test';
import { startSessionServer, type SessionServer, type SessionServerOptions } from './session-server';

export type { SessionServer } from './session-server';

/** Each test gets its own `server` (set up by `serverOptions`) and a baseURL pointing at it. */
export const test = base.extend<{ serverOptions: SessionServerOptions; server: SessionServer }>({
  serverOptions: [{ ai: 'offline' }, { option: true }],
  server: async ({ serverOptions }, use, testInfo) => {
    const projectUrl = testInfo.project.use.baseURL ?? 'http://localhost:3100';
    const server = await startSessionServer(serverOptions, new URL(projectUrl).origin);
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
