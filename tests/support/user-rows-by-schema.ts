import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/database';

export interface ColumnRef {
  table: string;
  column: string;
}

/** Every column of the public schema with a foreign key to users.id, read from the catalogue (so new tables count). */
export async function columnsReferencingUsers(db: Kysely<Database>): Promise<ColumnRef[]> {
  const { rows } = await sql<ColumnRef>`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'
    order by 1, 2`.execute(db);
  return rows;
}

/** Every column of every public table whose values can be read as text (text, uuid, json, …). */
async function textLikeColumns(db: Kysely<Database>): Promise<ColumnRef[]> {
  const { rows } = await sql<ColumnRef>`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb')
    order by 1, 2`.execute(db);
  return rows;
}

/**
 * Where the user still is: every (table, column) holding their id or email anywhere in its value,
 * with the number of such rows. Walks the whole schema, so a table added later is searched too.
 */
export async function rowsMentioningUser(db: Kysely<Database>, user: { id: string; email: string }): Promise<(ColumnRef & { rows: number })[]> {
  const found: (ColumnRef & { rows: number })[] = [];
  for (const { table, column } of await textLikeColumns(db)) {
    const value = sql`${sql.ref(`${table}.${column}`)}::text`;
    const { rows } = await sql<{ rows: number }>`
      select count(*)::int as "rows" from ${sql.table(table)}
      where position(${user.id} in ${value}) > 0 or position(${user.email.toLowerCase()} in lower(${value})) > 0`.execute(db);
    const count = rows[0]?.rows ?? 0;
    if (count > 0) found.push({ table, column, rows: count });
  }
  return found;
}

/** Rows per table keyed to the user through a users.id foreign key. */
export async function rowsReferencingUser(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await columnsReferencingUsers(db)) {
    const { rows } = await sql<{ rows: number }>`
      select count(*)::int as "rows" from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${userId}`.execute(db);
    counts[`${table}.${column}`] = rows[0]?.rows ?? 0;
  }
  return counts;
}
