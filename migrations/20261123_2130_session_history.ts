import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Past sessions are listed per user in four orders and searched by title and AI summary.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema.dropIndex('sessions_user_created_idx').execute();
  // Newest and oldest first: (created_at, id) is the page cursor.
  await db.schema
    .createIndex('sessions_user_created_id_idx')
    .on('sessions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // Longest and shortest first: (duration, created_at, id) is the page cursor.
  await db.schema
    .createIndex('sessions_user_duration_idx')
    .on('sessions')
    .columns(['user_id', 'duration', 'created_at', 'id'])
    .execute();
  // Case-insensitive substring search (ILIKE '%…%') on the one expression the list query filters by.
  await sql`create index sessions_search_trgm_idx on sessions
    using gin ((title || ' ' || coalesce(ai_summary, '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_search_trgm_idx').execute();
  await db.schema.dropIndex('sessions_user_duration_idx').execute();
  await db.schema.dropIndex('sessions_user_created_id_idx').execute();
  await db.schema.createIndex('sessions_user_created_idx').on('sessions').columns(['user_id', 'created_at']).execute();
}
