import type { Kysely } from 'kysely';

// Frozen: migrations never import application code.
// When something said in the session first sounded like risk (the local classifier or the provider's
// moderation): its insights are never Positive and its summary never hopeful.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('risk_detected_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('risk_detected_at').execute();
}
