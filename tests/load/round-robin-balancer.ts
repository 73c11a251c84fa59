import { createServer, type AddressInfo, type Socket } from 'node:net';
import { pipeTo } from '../support/tcp-pipe';

export interface Balancer {
  /** http://127.0.0.1:<port>: what clients use, and every instance's PUBLIC_URL (the Origin it allows). */
  origin: string;
  /** The instances' ports, in turn: each new connection goes to the next. */
  setTargets(ports: number[]): void;
  close(): Promise<void>;
}

/**
 * A TCP load balancer in the harness, as nginx spreads connections over instances: round robin, one
 * upstream connection per client connection, so a WebSocket stays on the instance it reached.
 */
export async function startBalancer(): Promise<Balancer> {
  let targets: number[] = [];
  let next = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const port = targets[next++ % Math.max(1, targets.length)];
    if (port === undefined) return client.destroy();
    pipeTo(client, port, open);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setTargets: (ports) => (targets = ports),
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
