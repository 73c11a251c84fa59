import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));

/**
 * Loads `migrations/*.ts` with this module's own dynamic import, so the files load under tsx and
 * vitest alike (Kysely's FileMigrationProvider imports from node_modules, where .ts is unknown).
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationFolder)).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const migration = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = migration;
    }
    return migrations;
  },
};

/** Runs every pending migration in `migrations/`; throws on the first failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator is schema-agnostic
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Runs the migrations up or down to `name` (for a migration's own test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator is schema-agnostic
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: folderProvider }).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed`, { cause: error });
}
