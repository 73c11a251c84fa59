import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { preparedQuery, type ValueOf } from '../../server/src/db/prepared-query';

interface Db {
  notes: { id: number; owner: string; body: string; archived: boolean };
}

const notesOf = preparedQuery((db: Kysely<Db>, value: ValueOf<{ owner: string; after: number }>) =>
  db
    .selectFrom('notes')
    .select(['id', 'body'])
    .where('owner', '=', value('owner'))
    .where('id', '>', value('after'))
    .where('archived', '=', false)
    .orderBy('id'),
);

describe('prepared queries', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Db>;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    db = handle.db as unknown as Kysely<Db>;
    await sql`create table notes (id int primary key, owner text not null, body text not null, archived boolean not null)`.execute(db);
    await db
      .insertInto('notes')
      .values([
        { id: 1, owner: 'ann', body: 'a1', archived: false },
        { id: 2, owner: 'ann', body: 'a2', archived: true },
        { id: 3, owner: 'ann', body: 'a3', archived: false },
        { id: 4, owner: 'bob', body: 'b4', archived: false },
      ])
      .execute();
  });
  afterAll(() => handle.close());

  it('runs with the values of each call and keeps the constants it was built with', async () => {
    expect(await notesOf(db, { owner: 'ann', after: 0 })).toEqual([
      { id: 1, body: 'a1' },
      { id: 3, body: 'a3' },
    ]);
    expect(await notesOf(db, { owner: 'bob', after: 0 })).toEqual([{ id: 4, body: 'b4' }]);
    expect(await notesOf(db, { owner: 'ann', after: 1 })).toEqual([{ id: 3, body: 'a3' }]);
    expect(await notesOf(db, { owner: 'nobody', after: 0 })).toEqual([]);
  });

  it('refuses a builder that does not pass a value through as a parameter', async () => {
    const broken = preparedQuery((d: Kysely<Db>, value: ValueOf<{ owner: string }>) =>
      d.selectFrom('notes').select('id').where('owner', '=', String(value('owner'))),
    );
    await expect(broken(db, { owner: 'ann' })).rejects.toThrow(/owner did not become/);
  });
});
