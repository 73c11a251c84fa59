import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// The embedded mailer's table is the dev mailbox, its name on screen; "outbox" means only the session's outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').renameTo('dev_mailbox').execute();
  await sql`alter index mail_outbox_to_idx rename to dev_mailbox_to_idx`.execute(db);
  await db.updateTable('dev_mailbox').set({ transport: 'dev-mailbox' }).where('transport', '=', 'outbox').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('dev_mailbox').set({ transport: 'outbox' }).where('transport', '=', 'dev-mailbox').execute();
  await sql`alter index dev_mailbox_to_idx rename to mail_outbox_to_idx`.execute(db);
  await db.schema.alterTable('dev_mailbox').renameTo('mail_outbox').execute();
}
