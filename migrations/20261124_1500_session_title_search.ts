import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Session summaries are encrypted at rest, so SQL can only search titles: the search index covers the title alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_search_trgm_idx').execute();
  await sql`create index sessions_title_trgm_idx on sessions using gin (title gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_title_trgm_idx').execute();
  await sql`create index sessions_search_trgm_idx on sessions
    using gin ((title || ' ' || coalesce(ai_summary, '')) gin_trgm_ops)`.execute(db);
}
