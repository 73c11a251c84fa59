import { sql, type Kysely } from 'kysely';
import { sealedMarker, type FieldCipher } from '../lib/field-cipher';
import type { Database } from './database';
import { sealedColumns } from './sealed-columns';

export interface ColumnKeyIds {
  table: string;
  column: string;
  /** The key ids its sealed values carry. */
  keyIds: string[];
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The key ids present in each sealed column (reads each column whole: a maintenance query). */
export async function storedKeyIds(db: Kysely<Database>): Promise<ColumnKeyIds[]> {
  const raw = db.withoutPlugins();
  const found: ColumnKeyIds[] = [];
  for (const { table, column } of sealedColumns) {
    const { rows } = await sql<{ key_id: string }>`
      select distinct split_part(${sql.ref(column)}, ':', 3) as key_id from ${sql.table(table)}
      where ${sql.ref(column)} like ${`${likeLiteral(sealedMarker)}%`} order by 1`.execute(raw);
    found.push({ table, column, keyIds: rows.map((r) => r.key_id) });
  }
  return found;
}

/**
 * Why re-encrypting with these keys must not start, empty when it may: a key id stored in some column
 * but not configured (its rows could not be read, let alone moved), or a configured key that does not
 * open a value stored under its id (a different key under the same id). Nothing is written.
 */
export async function reencryptBlockers(db: Kysely<Database>, cipher: FieldCipher): Promise<string[]> {
  const raw = db.withoutPlugins();
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const { table, column, keyIds } of await storedKeyIds(raw)) {
    for (const keyId of keyIds) {
      if (!cipher.hasKey(keyId)) {
        problems.push(`${table}.${column} holds values under key "${keyId}", which is not configured: add it to ENCRYPTION_KEYS.`);
        continue;
      }
      if (checked.has(keyId)) continue;
      checked.add(keyId);
      const { rows } = await sql<{ value: string }>`
        select ${sql.ref(column)} as value from ${sql.table(table)}
        where ${sql.ref(column)} like ${`${likeLiteral(`${sealedMarker}${keyId}:`)}%`} limit 1`.execute(raw);
      try {
        if (rows[0]) cipher.open(rows[0].value);
      } catch {
        problems.push(`The configured key "${keyId}" does not open a value stored under that id in ${table}.${column}: it is a different key with the same id.`);
      }
    }
  }
  return problems;
}
