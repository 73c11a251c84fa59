import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const BEFORE = '20261126_1700_browser_approval_tokens';

describe('the migration that takes out the notification switches nothing read', () => {
  let handle: DatabaseHandle | null = null;
  let scratch: ScratchDatabase | null = null;
  afterEach(async () => {
    await handle?.close();
    await scratch?.drop();
    handle = scratch = null;
  });

  it('leaves each profile its language and voice, and none of the three switches', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) scratch = await createScratchDatabase(adminUrl, 'solace_migration');
    handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
    const db = handle.db;
    await migrateTo(db, BEFORE);
    const stored = { emailReminders: true, moodReminders: false, sessionSummaries: true, preferredLanguage: 'fr', voicePreference: 'warm' };
    await sql`insert into users (id, email, password_hash) values ('0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c', 'ann@example.com', 'x')`.execute(db);
    await sql`insert into profiles (id, email, notification_preferences) values ('0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c', 'ann@example.com', ${JSON.stringify(stored)}::jsonb)`.execute(db);

    await migrateToLatest(db);
    const { rows } = await sql<{ notification_preferences: unknown }>`select notification_preferences from profiles`.execute(db);
    expect(rows).toEqual([{ notification_preferences: { preferredLanguage: 'fr', voicePreference: 'warm' } }]);
  });
});
