import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// Each running instance holds a lease on its INSTANCE_ID, renewed while it runs: a second process with
// the same id is refused, and the sessions of an instance whose lease lapsed (a crash) are ended by another.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instance_leases')
    .addColumn('instance_id', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('renewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instance_leases').execute();
}
