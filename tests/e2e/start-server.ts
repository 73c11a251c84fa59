// Starts the real server for the browser tests: on a fresh Postgres database when
// TEST_DATABASE_URL is set, otherwise on PGlite in the DATA_DIR the config made.
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `solace_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.prependOnceListener(signal, () => {
      void drop().catch(() => undefined);
    });
  }
}

await import('../../server/src/server');
