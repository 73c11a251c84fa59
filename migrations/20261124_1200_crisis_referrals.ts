import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// One row per crisis referral, for the yearly count an operator reports (SB 243). Never the text:
// the user id is kept only so that deleting the account deletes the row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crisis_referrals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('language', 'text', (c) => c.notNull())
    // ISO 3166 code of the lines shown; null: the international fallback.
    .addColumn('country', 'text')
    .addColumn('flagged_by', 'text', (c) => c.notNull().check(sql`flagged_by in ('local', 'provider', 'both')`))
    .addColumn('surface', 'text', (c) => c.notNull().check(sql`surface in ('chat', 'voice', 'mood')`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('self-harm', 'violence')`))
    .execute();
  await db.schema.createIndex('crisis_referrals_created_idx').on('crisis_referrals').column('created_at').execute();
  await db.schema.createIndex('crisis_referrals_user_idx').on('crisis_referrals').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crisis_referrals').execute();
}
