import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// 'Keep recordings of my voice sessions' (off unless chosen) and the recordings kept: one per user
// message heard, gone with its message (so with its session) and with the account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('keep_voice_recordings', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('voice_recordings')
    .addColumn('message_id', 'uuid', (c) => c.primaryKey().references('session_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('voice_recordings_user_idx').on('voice_recordings').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voice_recordings').execute();
  await db.schema.alterTable('profiles').dropColumn('keep_voice_recordings').execute();
}
