import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate';
import { useMigrationDatabase } from '../support/migration-database';

/** The table as it was before the rename, and after. */
interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  transport: string;
}
interface Mailboxes {
  mail_outbox: MailRow;
  dev_mailbox: MailRow;
}

const BEFORE = '20261124_1500_session_title_search';
const RENAME = '20261124_1600_dev_mailbox';

describe('the dev mailbox migration', () => {
  const open = useMigrationDatabase<Mailboxes>();

  it('keeps the mail already stored, under its new name, and goes back', async () => {
    const db = await open();
    await migrateTo(db, BEFORE);
    await db.insertInto('mail_outbox').values({ to_address: 'a@example.com', subject: 'Hi', text_body: 'Body', transport: 'outbox' }).execute();
    await db.insertInto('mail_outbox').values({ to_address: 'b@example.com', subject: 'Sent', text_body: 'Body', transport: 'smtp' }).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('dev_mailbox').select(['to_address', 'transport']).orderBy('to_address').execute();
    expect(rows).toEqual([
      { to_address: 'a@example.com', transport: 'dev-mailbox' },
      { to_address: 'b@example.com', transport: 'smtp' },
    ]);
    const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'dev_mailbox'`.execute(db);
    expect(indexes.rows.map((r) => r.indexname)).toContain('dev_mailbox_to_idx');

    await migrateTo(db, BEFORE);
    const back = await db.selectFrom('mail_outbox').select(['to_address', 'transport']).orderBy('to_address').execute();
    expect(back.map((r) => r.transport)).toEqual(['outbox', 'smtp']);
    await migrateTo(db, RENAME);
  });
});
