import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Searching past sessions finds words the person wrote, while the database holds no plaintext: each
// session keeps a keyed blind index of its person's words (8-byte HMACs, per person and key), GIN-indexed.
// Sessions from before have their row with no terms yet: the server indexes them in the background,
// and a message saved meanwhile leaves such a row alone (the background pass reads every message).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table session_search_terms (
    session_id uuid primary key references sessions(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    terms bigint[],
    key_id text
  )`.execute(db);
  // fastupdate off: a search would otherwise read the index's pending list (up to 4 MB, unsorted) on every
  // keystroke until autovacuum merges it; a message's terms go straight into the index instead.
  await sql`create index session_search_terms_terms_idx on session_search_terms using gin (terms) with (fastupdate = off)`.execute(db);
  await sql`create index session_search_terms_unindexed_idx on session_search_terms (session_id) where terms is null`.execute(db);
  await sql`insert into session_search_terms (session_id, user_id) select id, user_id from sessions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table session_search_terms`.execute(db);
}
