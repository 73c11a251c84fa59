import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// A third kind of emailed token: the link that lets a new browser sign in while the account's shared
// login budget is spent by someone else (its own budget, as a browser that signed in before has).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_tokens drop constraint auth_tokens_kind_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_kind_check check (kind in ('confirm_email', 'reset_password', 'approve_browser'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from auth_tokens where kind = 'approve_browser'`.execute(db);
  await sql`alter table auth_tokens drop constraint auth_tokens_kind_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_kind_check check (kind in ('confirm_email', 'reset_password'))`.execute(db);
}
