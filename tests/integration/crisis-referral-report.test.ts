import { describe, expect, it } from 'vitest';
import { countReferrals } from '../../server/src/safety/referrals.repository';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

describe('the yearly referral report', () => {
  const t = useTestApp();

  it('counts one year’s referrals by month, country and check, and nothing of another year', async () => {
    const user = await createSignedInUser(t);
    // A year far from others' tests, which share the Postgres database.
    const rows = [
      { created_at: new Date('2031-01-15T10:00:00Z'), country: 'US', flagged_by: 'local' },
      { created_at: new Date('2031-01-31T23:30:00Z'), country: 'US', flagged_by: 'both' },
      { created_at: new Date('2031-03-02T08:00:00Z'), country: null, flagged_by: 'provider' },
      { created_at: new Date('2032-01-01T00:00:00Z'), country: 'GB', flagged_by: 'local' },
    ] as const;
    await t.db
      .insertInto('crisis_referrals')
      .values(rows.map((row) => ({ ...row, user_id: user.id, language: 'en', surface: 'chat', category: 'self-harm' })))
      .execute();
    expect(await countReferrals(t.db, 2031, 'month')).toEqual([
      { key: '2031-01', count: 2 },
      { key: '2031-03', count: 1 },
    ]);
    expect(await countReferrals(t.db, 2031, 'country')).toEqual([
      { key: 'US', count: 2 },
      { key: 'international', count: 1 },
    ]);
    expect(await countReferrals(t.db, 2031, 'flagged_by')).toEqual([
      { key: 'both', count: 1 },
      { key: 'local', count: 1 },
      { key: 'provider', count: 1 },
    ]);
    await t.db.deleteFrom('crisis_referrals').where('user_id', '=', user.id).execute();
  });
});
