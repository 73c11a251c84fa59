import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Which server instance runs a live session, so an instance that restarts after dying can end the
// sessions it left open (and only those: other instances' live sessions are still running).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('instance_id', 'text').execute();
  await sql`create index sessions_live_instance_idx on sessions (instance_id) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_live_instance_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('instance_id').execute();
}
