import { connect, type Socket } from 'node:net';

/**
 * Joins a client connection to a new one to `port` on this machine, both ways, as a proxy does; each
 * socket is in `open` while it lives, and either side closing closes the other.
 */
export function pipeTo(client: Socket, port: number, open: Set<Socket>, host = '127.0.0.1'): void {
  const upstream = connect(port, host);
  for (const socket of [client, upstream]) {
    socket.setNoDelay(true);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  }
  client.pipe(upstream).pipe(client);
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
}
