import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { keepStatement } from './named-statements';

/** Stands in for a named value while the query is compiled; found again among the compiled parameters. */
class Slot {
  constructor(readonly name: string) {}
}

/** `value(name)` in a prepared query's builder: a placeholder for a value given on each run. */
export type ValueOf<V extends object> = <K extends keyof V & string>(name: K) => V[K];

/**
 * A query built and compiled once per database, then run with new values. On the routes every
 * signed-in page calls, Kysely's builder and compiler cost more CPU than running the query.
 * `build` gets `value(name)` for each value that changes between runs; anything else stays as built.
 * On Postgres the query also becomes a named prepared statement, so the database plans it once per connection.
 */
export function preparedQuery<DB, V extends object, Row>(
  build: (db: Kysely<DB>, value: ValueOf<V>) => Compilable<Row>,
): (db: Kysely<DB>, values: V) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<Row>; slots: (string | null)[] }>();
  const compile = (db: Kysely<DB>) => {
    const asked = new Set<string>();
    const query = build(db, (name) => {
      asked.add(name);
      return new Slot(name) as never;
    }).compile();
    const slots = query.parameters.map((p) => (p instanceof Slot ? p.name : null));
    const lost = [...asked].filter((name) => !slots.includes(name));
    if (lost.length > 0) throw new Error(`preparedQuery: ${lost.join(', ')} did not become query parameters`);
    keepStatement(query.sql);
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  };

  return async (db, values) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((constant, i) => {
      const name = slots[i];
      return name === null || name === undefined ? constant : (values as Record<string, unknown>)[name];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
