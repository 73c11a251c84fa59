import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate';
import { withSealedFields } from '../../server/src/db/sealed-fields';
import { indexWaitingSessions } from '../../server/src/features/sessions/message-search-backfill';
import { searchedTermSets } from '../../server/src/features/sessions/message-search-index';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { useMigrationDatabase } from '../support/migration-database';

const BEFORE = '20261127_1500_wrap_up_unknown_trend';
const USER = '0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c';
const SESSION = '5d7f1c2a-3b4e-4f60-8a9b-0c1d2e3f4a5b';

describe('the migration that makes what people wrote searchable', () => {
  const open = useMigrationDatabase<Database>();

  it('leaves every existing session waiting for the background pass, which then finds its words', async () => {
    const raw = await open();
    await migrateTo(raw, BEFORE);
    await sql`insert into users (id, email, password_hash) values (${USER}, 'ann@example.com', 'x')`.execute(raw);
    await sql`insert into sessions (id, user_id, title, type) values (${SESSION}, ${USER}, 'Old talk', 'chat')`.execute(raw);
    await sql`insert into session_messages (session_id, user_id, role, content, source) values
      (${SESSION}, ${USER}, 'user', 'The landlord raised the rent', 'text'),
      (${SESSION}, ${USER}, 'assistant', 'That sounds stressful', 'text')`.execute(raw);

    await migrateToLatest(raw);
    const waiting = await raw.selectFrom('session_search_terms').selectAll().execute();
    expect(waiting).toEqual([{ session_id: SESSION, user_id: USER, terms: null, key_id: null }]);

    const cipher = new FieldCipher({ keys: new Map([['k1', Buffer.alloc(32, 7)]]), currentKeyId: 'k1' });
    expect(await indexWaitingSessions(withSealedFields(raw, cipher))).toBe(1);
    const [landlord] = searchedTermSets(cipher, USER, 'landlord');
    const { rows } = await sql<{ session_id: string }>`select session_id from session_search_terms where terms @> ${landlord}::bigint[]`.execute(raw);
    expect(rows).toEqual([{ session_id: SESSION }]);
    const [stressful] = searchedTermSets(cipher, USER, 'stressful');
    expect((await sql`select 1 from session_search_terms where terms @> ${stressful}::bigint[]`.execute(raw)).rows).toEqual([]);
  });
});
