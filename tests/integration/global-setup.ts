import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createScratchDatabase } from '../support/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly created and migrated Postgres database for this run, or '' to use PGlite. */
    databaseUrl: string;
  }
}

/**
 * With TEST_DATABASE_URL set (a Postgres server URL), every run gets a fresh database created from it
 * and migrated once; without it, each test file uses its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('databaseUrl', '');
    return;
  }
  const database = await createScratchDatabase(adminUrl, 'solace_test');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide('databaseUrl', database.url);

  return () => database.drop();
}
