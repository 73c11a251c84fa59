import type { Kysely, KyselyPlugin, QueryExecutorProvider, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { isSealed, type FieldCipher } from '../lib/field-cipher';
import { sealedFieldNames } from './sealed-columns';

// Rows one plugin already opened: a handle given to `withSealedFields` twice must not open a value twice.
const openedRows = new WeakSet<object>();

/**
 * Opens the sealed columns (`sealedFieldNames`) in a query's rows, whatever the query: prepared queries,
 * exports and RETURNING all read through it. Other columns are never opened, so text typed into them
 * reads as typed even when it starts with the sealed marker. Writes seal explicitly (`seal(db, text)`),
 * so what is encrypted is visible in each repository.
 */
export class SealedFieldsPlugin implements KyselyPlugin {
  constructor(readonly cipher: FieldCipher) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (result.rows.length === 0 || openedRows.has(result.rows[0] as object)) return result;
    const rows = result.rows.map((row) => this.#openRow(row));
    return { ...result, rows };
  }

  #openRow(row: UnknownRow): UnknownRow {
    let opened: UnknownRow | undefined;
    for (const key in row) {
      if (!sealedFieldNames.has(key)) continue;
      const value = row[key];
      if (typeof value === 'string' && isSealed(value)) {
        opened ??= { ...row };
        opened[key] = this.cipher.open(value);
      }
    }
    const out = opened ?? row;
    openedRows.add(out);
    return out;
  }
}

/** The handle the app uses: every read opens sealed values with these keys; `seal(db, …)` seals with them. */
export function withSealedFields<DB>(db: Kysely<DB>, cipher: FieldCipher): Kysely<DB> {
  return db.withPlugin(new SealedFieldsPlugin(cipher));
}

/** The cipher of a handle made by `withSealedFields` (a transaction on it too). */
export function cipherOf(db: QueryExecutorProvider): FieldCipher {
  const plugin = db.getExecutor().plugins.find((p): p is SealedFieldsPlugin => p instanceof SealedFieldsPlugin);
  if (!plugin) throw new Error('This database handle has no encryption keys (open it with withSealedFields)');
  return plugin.cipher;
}

/** The text as stored: encrypted under the handle's current key. */
export function seal(db: QueryExecutorProvider, text: string): string;
export function seal(db: QueryExecutorProvider, text: string | null): string | null;
export function seal(db: QueryExecutorProvider, text: string | null): string | null {
  return text === null ? null : cipherOf(db).seal(text);
}
