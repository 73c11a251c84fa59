import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('call', 'chat')`))
    .addColumn('surface', 'text', (c) => c.notNull().defaultTo('session'))
    .addColumn('mood_before', 'text')
    .addColumn('mood_after', 'text')
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('running_summary', 'text')
    .addColumn('ai_summary', 'text')
    .addColumn('transcript', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_created_idx').on('sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('session_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('voice', 'text')`))
    .addColumn('audio_url', 'text')
    .addColumn('interrupted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Insertion order: several messages can share a timestamp.
    .addColumn('ordinal', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_messages_session_idx')
    .on('session_messages')
    .columns(['session_id', 'ordinal'])
    .execute();
  // A text message re-sent after a reconnect is saved once.
  await db.schema
    .createIndex('session_messages_client_id_idx')
    .on('session_messages')
    .columns(['session_id', 'client_message_id'])
    .unique()
    .execute();

  // One row per user and day (the user's time zone); grants are taken atomically from it.
  await db.schema
    .createTable('voice_usage')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('voice_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_grant_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('voice_usage_pk', ['user_id', 'day'])
    .addCheckConstraint('voice_usage_non_negative', sql`voice_seconds >= 0`)
    .execute();

  await db.schema
    .createTable('user_memories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_memories_user_idx').on('user_memories').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_memories', 'voice_usage', 'session_messages', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
