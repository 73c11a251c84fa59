import pg from 'pg';

export interface NotificationListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
/** A connection that stopped answering without closing (a NAT that forgot it, a failover) is found within this long. */
const CHECK_EVERY_MS = 15_000;

/**
 * Listens on Postgres channels (each with its handler) on a connection of its own (LISTEN needs one that
 * stays open), and listens again on a new one whenever it is lost (a restart, a network cut, a
 * connection gone quiet) until closed.
 */
export function listenForNotifications(
  databaseUrl: string,
  handlers: Record<string, (payload: string) => void>,
  onError: (error: unknown) => void,
): NotificationListener {
  let current: { client: pg.Client; lost: (error?: unknown) => void } | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const check = setInterval(() => {
    const listening = current;
    listening?.client.query('select 1').catch((error: unknown) => listening.lost(error));
  }, CHECK_EVERY_MS);
  check.unref();

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000, query_timeout: 5000 });
    const lost = (error?: unknown) => {
      if (current?.client !== client) return;
      if (error) onError(error);
      current = null;
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    current = { client, lost };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.payload !== undefined) handlers[message.channel]?.(message.payload);
    });
    try {
      await client.connect();
      for (const channel of Object.keys(handlers)) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearInterval(check);
      if (retry) clearTimeout(retry);
      const listening = current;
      current = null;
      await listening?.client.end().catch(() => undefined);
    },
  };
}
