import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { defaultNotificationPreferences } from '@shared/api/profile';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { withSealedFields } from '../../server/src/db/sealed-fields';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { createScratchDatabase } from '../support/scratch-database';
import { seedUserData } from '../support/seed-user-data';

const run = promisify(execFile);
const keys = { keys: new Map([['backup', Buffer.alloc(32, 5)]]), currentKeyId: 'backup' };

/** Every row of every public table, as text, sorted: two databases with the same content give the same answer. */
async function everything(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db);
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

async function seeded(db: Kysely<Database>): Promise<{ id: string; email: string }> {
  await migrateToLatest(db);
  const user = await db.insertInto('users').values({ email: 'backup@solace.local', password_hash: 'x' }).returning(['id', 'email']).executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ id: user.id, email: user.email, notification_preferences: JSON.stringify(defaultNotificationPreferences) }).execute();
  await seedUserData(withSealedFields(db, new FieldCipher(keys)), user, 'backup-tag');
  return user;
}

/** What people said reads back through the key: the backup kept the ciphertext and the key opens it. */
async function firstMessage(db: Kysely<Database>): Promise<string> {
  const row = await withSealedFields(db, new FieldCipher(keys)).selectFrom('session_messages').select('content').orderBy('ordinal').executeTakeFirstOrThrow();
  return row.content;
}

describe('backups (docs/operations.md)', () => {
  it.runIf(inject('databaseUrl'))('pg_dump, then pg_restore into an empty database, gives back every row, readable with the same key', async () => {
    const admin = inject('databaseUrl') ?? '';
    const source = await createScratchDatabase(admin, 'backup_source');
    const target = await createScratchDatabase(admin, 'backup_target');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'solace-backup-')), 'solace.dump');
    try {
      const from = await openDatabase({ databaseUrl: source.url, dataDir: '' });
      await seeded(from.db);
      const before = await everything(from.db);
      await from.close();
      // The commands docs/operations.md gives.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.url]);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, file]);
      const to = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      try {
        expect(await everything(to.db)).toEqual(before);
        expect(Object.values(before).flat().length).toBeGreaterThan(20);
        expect(await firstMessage(to.db)).toBe('Message of backup-tag');
        // Migrations know where they are: starting the app on the restored database changes nothing.
        await migrateToLatest(to.db);
        expect(await everything(to.db)).toEqual(before);
      } finally {
        await to.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 60_000);

  it('a copy of the embedded database folder, taken while the server is stopped, opens with every row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'solace-pglite-backup-'));
    const original = await openDatabase({ dataDir });
    await seeded(original.db);
    const before = await everything(original.db);
    await original.close();
    const copyDir = mkdtempSync(path.join(tmpdir(), 'solace-pglite-copy-'));
    cpSync(dataDir, copyDir, { recursive: true });
    const copy = await openDatabase({ dataDir: copyDir });
    try {
      expect(await everything(copy.db)).toEqual(before);
      expect(await firstMessage(copy.db)).toBe('Message of backup-tag');
    } finally {
      await copy.close();
    }
  }, 60_000);
});
