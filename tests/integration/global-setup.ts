import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';

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
  const name = `solace_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide('databaseUrl', url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
