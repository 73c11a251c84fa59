import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { timeZoneNames } from '../../shared/time-zones';
import { useTestApp } from '../support/app/test-app';

// Zones go into SQL (`at time zone`) for reminders, wrap-ups and the overview: one the database did not
// know would be an error there, for that person, every time.
describe('the time zones a person can pick', () => {
  const t = useTestApp();

  it('are each known to the database, by the name offered and the older one', async () => {
    const offered = [...timeZoneNames(), 'Asia/Calcutta', 'Europe/Kiev'];
    const { rows } = await sql<{ name: string }>`select name from pg_timezone_names`.execute(t.db);
    const known = new Set(rows.map((row) => row.name));
    expect(offered.filter((zone) => !known.has(zone))).toEqual([]);
  });
});
