import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { markDatabaseError } from './unavailable';

/** SQL text to statement name, for the queries `preparedQuery` builds (a handful of fixed texts). */
const names = new Map<string, string>();

/**
 * Has Postgres keep this query's parse and plan: on each connection it is prepared once under a name and
 * then only bound and run, which halves the database's CPU for a one-row read.
 */
export function keepStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `solace_${names.size + 1}`);
}

/** A pool for Kysely whose clients run the kept queries as named prepared statements. */
export function poolWithNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((query: string | pg.Submittable, parameters: readonly unknown[] = []) => {
      // Kysely passes a pg Cursor here when streaming.
      if (typeof query !== 'string') return client.query(query);
      const name = names.get(query);
      const result = name ? client.query({ name, text: query, values: [...parameters] }) : client.query(query, [...parameters]);
      return result.catch((error: unknown) => {
        throw markDatabaseError(error);
      });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect().catch((error: unknown) => {
        throw markDatabaseError(error);
      });
      const existing = wrapped.get(client);
      if (existing) return existing;
      const created = wrap(client);
      wrapped.set(client, created);
      // A connection lost while checked out (a database restart, a network cut) is an 'error' on the client
      // besides the failed query; the pool listens only while it is idle, and unheard it would crash the
      // process. The query's own failure is reported, and the pool drops the client when it comes back.
      client.on('error', () => undefined);
      return created;
    },
    end: () => pool.end(),
  };
}
