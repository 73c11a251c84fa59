import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { batchWritesThisTick, rememberTransport } from './write-batching';

describe('write batching', () => {
  let server: WebSocketServer | null = null;
  afterEach(() => server?.close());

  /** A real server-side WebSocket, its TCP socket, and the client's received frames. */
  async function connection() {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server = wss;
    await new Promise((resolve) => wss.once('listening', resolve));
    const port = (wss.address() as { port: number }).port;
    const accepted = new Promise<{ socket: WebSocket; transport: Socket }>((resolve) =>
      wss.once('connection', (socket, request) => resolve({ socket, transport: request.socket })),
    );
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const received: string[] = [];
    client.on('message', (data: Buffer) => received.push(data.toString()));
    await new Promise((resolve) => client.once('open', resolve));
    return { ...(await accepted), client, received };
  }

  it('holds the frames of one tick and sends them together after it, in order', async () => {
    const { socket, transport, client, received } = await connection();
    rememberTransport(socket, transport);
    batchWritesThisTick(socket);
    batchWritesThisTick(socket);
    expect(transport.writableCorked).toBe(1);
    for (const text of ['one', 'two', 'three']) socket.send(text);
    expect(transport.writableLength).toBeGreaterThan(0);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(transport.writableCorked).toBe(0);
    while (received.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received).toEqual(['one', 'two', 'three']);
    client.close();
  });

  it('leaves a socket whose transport it does not know as it is', async () => {
    const { socket, transport, client } = await connection();
    batchWritesThisTick(socket);
    expect(transport.writableCorked).toBe(0);
    client.close();
  });
});
