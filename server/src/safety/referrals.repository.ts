import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface NewReferral {
  userId: string;
  language: string;
  country: string | null;
  flaggedBy: 'local' | 'provider' | 'both';
  surface: 'chat' | 'voice' | 'mood';
  category: 'self-harm' | 'violence';
  at: Date;
}

export async function insertReferral(db: Kysely<Database>, referral: NewReferral): Promise<void> {
  await db
    .insertInto('crisis_referrals')
    .values({
      user_id: referral.userId,
      language: referral.language,
      country: referral.country,
      flagged_by: referral.flaggedBy,
      surface: referral.surface,
      category: referral.category,
      created_at: referral.at,
    })
    .execute();
}

/** The user's own time zone, to choose their country's lines. */
export async function findTimezone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('timezone').where('id', '=', userId).executeTakeFirst();
  return row?.timezone ?? null;
}

export interface ReferralCount {
  key: string;
  count: number;
}

/** Counts of one year's referrals (UTC) grouped by month, country, check, surface or category; no personal data. */
export async function countReferrals(
  db: Kysely<Database>,
  year: number,
  by: 'month' | 'country' | 'flagged_by' | 'surface' | 'category',
): Promise<ReferralCount[]> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const key =
    by === 'month'
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM')`
      : by === 'country'
        ? sql<string>`coalesce(country, 'international')`
        : sql<string>`${sql.ref(by)}`;
  return db
    .selectFrom('crisis_referrals')
    .select([key.as('key'), sql<number>`count(*)::int`.as('count')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}
