import { sql, type Kysely } from 'kysely';
import { sealedMarker, sealedKeyId, type FieldCipher } from '../lib/field-cipher';
import type { Database } from './database';
import { sealedColumns } from './sealed-columns';

export interface ColumnCounts {
  table: string;
  column: string;
  /** Plain (pre-encryption) values now encrypted. */
  encrypted: number;
  /** Values under an older key now under the current one. */
  rotated: number;
}

/**
 * Rewrites every sealed column under the current key, `batchSize` rows at a time: plain values are
 * encrypted, values under another key re-sealed. Values already under the current key are left alone,
 * so a second run changes nothing. A row changed meanwhile is skipped (its writer sealed it).
 */
export async function reencryptAll(
  db: Kysely<Database>,
  cipher: FieldCipher,
  options: { batchSize?: number; onBatch?: (counts: ColumnCounts) => void } = {},
): Promise<ColumnCounts[]> {
  const raw = db.withoutPlugins();
  const batchSize = options.batchSize ?? 500;
  const current = `${sealedMarker}${cipher.currentKeyId.replace(/_/g, '\\_')}:%`;
  const results: ColumnCounts[] = [];
  for (const { table, column } of sealedColumns) {
    const counts: ColumnCounts = { table, column, encrypted: 0, rotated: 0 };
    let after: string | null = null;
    for (;;) {
      const { rows }: { rows: { id: string; value: string }[] } = await sql<{ id: string; value: string }>`
        select id, ${sql.ref(column)} as value from ${sql.table(table)}
        where ${sql.ref(column)} is not null and ${sql.ref(column)} not like ${current}
          ${after === null ? sql`` : sql`and id > ${after}::uuid`}
        order by id limit ${batchSize}`.execute(raw);
      if (rows.length === 0) break;
      await raw.transaction().execute(async (trx) => {
        for (const row of rows) {
          const updated = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${cipher.seal(cipher.open(row.value))}
            where id = ${row.id}::uuid and ${sql.ref(column)} = ${row.value} returning id`.execute(trx);
          if (updated.rows.length === 0) continue;
          if (sealedKeyId(row.value) === null) counts.encrypted += 1;
          else counts.rotated += 1;
        }
      });
      after = rows[rows.length - 1]!.id;
      options.onBatch?.(counts);
    }
    results.push(counts);
  }
  return results;
}
