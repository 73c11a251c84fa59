import pg from 'pg';

export interface NotificationListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * Listens on a Postgres channel on a connection of its own (LISTEN needs one that stays open), and
 * listens again on a new one whenever it is lost (a restart, a network cut) until closed.
 */
export function listenForNotifications(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: unknown) => void,
): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const lost = (error?: unknown) => {
      if (error) onError(error);
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
