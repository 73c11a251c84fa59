import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const transports = new WeakMap<WebSocket, Socket>();

/** Remembers the TCP socket under a WebSocket (the upgrade request's), so its writes can be batched. */
export function rememberTransport(socket: WebSocket, transport: Socket): void {
  transports.set(socket, transport);
}

/**
 * Holds the socket's writes until the work of the current tick is done, so what one pacing step sends
 * (a caption and several audio frames) leaves in one system call rather than one per frame.
 */
export function batchWritesThisTick(socket: WebSocket): void {
  const transport = transports.get(socket);
  if (!transport || transport.writableCorked > 0) return;
  transport.cork();
  process.nextTick(uncork, transport);
}

function uncork(transport: Socket): void {
  transport.uncork();
}
