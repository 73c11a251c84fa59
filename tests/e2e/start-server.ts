// Starts the real server for the browser tests: on a fresh Postgres database when
// TEST_DATABASE_URL is set, otherwise on PGlite in the DATA_DIR the config made.
import { createScratchDatabase } from '../support/scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await createScratchDatabase(adminUrl, 'solace_e2e');
  process.env.DATABASE_URL = database.url;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.prependOnceListener(signal, () => {
      void database.drop().catch(() => undefined);
    });
  }
}

await import('../../server/src/server');
