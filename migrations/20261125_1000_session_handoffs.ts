import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// A live session moving from one server instance to another (a client that reconnected through the
// load balancer to another instance): what the new instance needs to carry it on, sealed at rest
// (it holds what was said), taken once by the instance it was handed to.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_handoffs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().unique().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_instance', 'text', (c) => c.notNull())
    .addColumn('handoff_state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('session_handoffs_user_idx').on('session_handoffs').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_handoffs').execute();
}
