import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './database';
import { poolWithNamedStatements } from './named-statements';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

// timestamptz and date columns come back as Date; bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** The embedded database's folder in DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Postgres when a URL is given; otherwise embedded PGlite in `dataDir/pglite`
 * (or in memory for `memory://`, which tests use).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A database out of reach fails a request in 5 s (a 503) rather than holding it until the client gives up.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error' on the
    // pool; unheard, it would crash the process. The pool drops that client and opens a new one when needed.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolWithNamedStatements(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const location = options.dataDir === 'memory://' ? 'memory://' : embeddedDatabaseDir(options.dataDir);
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  // pg_trgm backs the session search index (Postgres ships it in contrib).
  const { dialect, client } = await KyselyPGlite.create(location, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
