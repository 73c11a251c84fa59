import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
// The reflection journal can be kept with the account instead of on one device: entries are stored
// sealed (the title and answers as one encrypted JSON value in `content`), go into the data export
// and are deleted with the account. Who keeps it where is the profile's choice; the device stays the default.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table profiles add column keep_journal_with_account boolean not null default false`.execute(db);
  await sql`create table journal_entries (
    id uuid primary key,
    user_id uuid not null references users(id) on delete cascade,
    content text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index journal_entries_user_created_idx on journal_entries (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table journal_entries`.execute(db);
  await sql`alter table profiles drop column keep_journal_with_account`.execute(db);
}
