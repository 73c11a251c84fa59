import { afterEach } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/**
 * A fresh, unmigrated database for a migration test: a scratch Postgres database when
 * TEST_DATABASE_URL is set, else in-memory PGlite; closed and dropped after each test.
 */
export function useMigrationDatabase<DB = Record<string, never>>(): () => Promise<Kysely<DB>> {
  let handle: DatabaseHandle | null = null;
  let scratch: ScratchDatabase | null = null;
  afterEach(async () => {
    await handle?.close();
    await scratch?.drop();
    handle = scratch = null;
  });
  return async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) scratch = await createScratchDatabase(adminUrl, 'solace_migration');
    handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
    return handle.db as unknown as Kysely<DB>;
  };
}
