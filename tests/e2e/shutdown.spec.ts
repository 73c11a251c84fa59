// `npm start`, as a person runs it (and as docker compose runs it), must hand SIGTERM to the server,
// which tells each live session before it closes.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../shared/protocol/version';
import { freePort } from '../support/free-port';
import { createOnboardedAccount } from '../support/browser/account';

const root = path.resolve(import.meta.dirname, '../..');

test('SIGTERM to `npm start` ends live sessions with reason shutdown, closes their sockets with 1001, and frees the port', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const projectOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, ALLOWED_ORIGINS: projectOrigin, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-drain-')), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => fetch(`${url}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200);

    const context = await browser.newContext({ baseURL: url });
    await createOnboardedAccount(await context.newPage(), 'drain');
    const access = (await context.cookies()).find((c) => c.name === 'access_token');
    await context.close();

    const socket = new WebSocket(`ws://localhost:${port}/api/realtime`, { headers: { origin: projectOrigin, cookie: `access_token=${access?.value}` } });
    const events: { type: string; reason?: string }[] = [];
    socket.on('message', (data: Buffer, isBinary) => {
      if (!isBinary) events.push(JSON.parse(data.toString('utf8')) as { type: string });
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'text' }));
    await expect.poll(() => events.some((e) => e.type === 'session.ready')).toBe(true);

    npm.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(events.find((e) => e.type === 'session.ended')).toMatchObject({ reason: 'shutdown' });
    expect(await exited).toBe(0);
    expect(await fetch(`${url}/api/health`).then(() => 'still listening', () => 'closed')).toBe('closed');
  } finally {
    npm.kill('SIGKILL');
  }
});
