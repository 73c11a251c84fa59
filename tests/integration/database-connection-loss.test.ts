import { describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/kysely';

// Only Postgres has connections an administrator (or a restart) can end under the app.
describe.runIf(inject('databaseUrl'))('a Postgres connection ended under the app', () => {
  it('does not bring the process down, and the next query opens a new connection', async () => {
    const url = inject('databaseUrl');
    const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = rows[0]?.pid;
      // The connection now sits idle in the pool; end it from another session, as an administrator would.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(again.rows[0]?.pid).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
