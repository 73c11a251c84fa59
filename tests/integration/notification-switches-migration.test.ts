import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate';
import { useMigrationDatabase } from '../support/migration-database';

const BEFORE = '20261126_1700_browser_approval_tokens';

describe('the migration that takes out the notification switches nothing read', () => {
  const open = useMigrationDatabase();

  it('leaves each profile its language and voice, and none of the three switches', async () => {
    const db = await open();
    await migrateTo(db, BEFORE);
    const stored = { emailReminders: true, moodReminders: false, sessionSummaries: true, preferredLanguage: 'fr', voicePreference: 'warm' };
    await sql`insert into users (id, email, password_hash) values ('0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c', 'ann@example.com', 'x')`.execute(db);
    await sql`insert into profiles (id, email, notification_preferences) values ('0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c', 'ann@example.com', ${JSON.stringify(stored)}::jsonb)`.execute(db);

    await migrateToLatest(db);
    const { rows } = await sql<{ notification_preferences: unknown }>`select notification_preferences from profiles`.execute(db);
    expect(rows).toEqual([{ notification_preferences: { preferredLanguage: 'fr', voicePreference: 'warm' } }]);
  });
});
