import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnTsx, stopProcess, untilReady, type TsxProcess } from '../load/child-process';
import { untilHealthy } from '../support/app/server-instances';
import { freePort } from '../support/free-port';
import { TEST_ORIGIN } from '../support/app/test-app';

const DEADLINE_MS = 20_000;

async function startServer(): Promise<{ proc: TsxProcess; port: number; logFile: string }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'solace-stop-'));
  const logFile = path.join(dir, 'server.log');
  const proc = spawnTsx('server/src/server.ts', [], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      CLIENT_DIST: path.join(dir, 'no-client'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
    },
    logFile,
  });
  await untilReady(proc, 'The server', untilHealthy(`http://127.0.0.1:${port}`, Date.now() + 120_000), 120_000);
  return { proc, port, logFile };
}

/** What the server sent on `socket` until it closed the connection (null if it did not within `ms`). */
function answerUntilClosed(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const timer = setTimeout(() => resolve(null), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
  });
}

describe('stopping a server process', () => {
  let proc: TsxProcess | null = null;
  afterEach(async () => {
    if (proc) await stopProcess(proc, 1000);
    proc = null;
  });

  it('refuses a socket asked for while it drains, closes that connection, and exits well within its deadline', async () => {
    const server = await startServer();
    proc = server.proc;
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // The upgrade is under way when the stop begins, and complete just after.
    socket.write(
      `GET /api/realtime HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${TEST_ORIGIN}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n',
    );
    const answered = answerUntilClosed(socket, DEADLINE_MS);
    const stoppedAt = Date.now();
    server.proc.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write('\r\n');

    const answer = await answered;
    expect(answer, 'the connection was left open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(await server.proc.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(DEADLINE_MS / 2);
    proc = null;
  }, 180_000);
});
