import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { keepStatement, poolWithNamedStatements } from './named-statements';

/** Stands in for the Postgres connection: records what pg would have been asked to send. */
function recordingPool() {
  const sent: unknown[][] = [];
  let released = 0;
  const listened: string[] = [];
  const client = {
    on: (event: string) => {
      listened.push(event);
      return client;
    },
    query: (...args: unknown[]) => {
      sent.push(args);
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => {
      released += 1;
    },
  };
  const pool = { connect: () => Promise.resolve(client), end: () => Promise.resolve() } as unknown as pg.Pool;
  return { pool, sent, released: () => released, listened };
}

describe('named statements', () => {
  it('runs kept queries by name and every other query as it is', async () => {
    const { pool, sent, released, listened } = recordingPool();
    const kept = `select * from "profiles" where "id" = $1 -- ${Math.random()}`;
    keepStatement(kept);
    keepStatement(kept);
    const client = await poolWithNamedStatements(pool).connect();
    await client.query(kept, ['a']);
    await client.query(kept, ['b']);
    await client.query('select 1 where $1', [true]);
    client.release();

    const [first, second, other] = sent;
    const name = (first?.[0] as { name: string }).name;
    expect(name).toMatch(/^solace_\d+$/);
    expect(first).toEqual([{ name, text: kept, values: ['a'] }]);
    expect(second).toEqual([{ name, text: kept, values: ['b'] }]);
    expect(other).toEqual(['select 1 where $1', [true]]);
    expect(released()).toBe(1);
    // A connection lost while checked out must not be an unheard 'error' (it would crash the process).
    expect(listened).toEqual(['error']);
  });

  it('gives different texts different names', async () => {
    const { pool, sent } = recordingPool();
    const a = `select 1 -- ${Math.random()}`;
    const b = `select 2 -- ${Math.random()}`;
    keepStatement(a);
    keepStatement(b);
    const client = await poolWithNamedStatements(pool).connect();
    await client.query(a, []);
    await client.query(b, []);
    const names = sent.map((args) => (args[0] as { name: string }).name);
    expect(new Set(names).size).toBe(2);
  });

  it('passes cursors through and hands out one client object per connection', async () => {
    const { pool, sent } = recordingPool();
    const named = poolWithNamedStatements(pool);
    const client = await named.connect();
    const cursor = { read: () => Promise.resolve([]), close: () => Promise.resolve() };
    client.query(cursor);
    expect(sent).toEqual([[cursor]]);
    expect(await named.connect()).toBe(client);
  });
});
