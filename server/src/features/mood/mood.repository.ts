import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { seal } from '../../db/sealed-fields';

/**
 * The day as text: node-postgres reads a `date` as local midnight and PGlite as UTC midnight, so a Date
 * would name the day before on a server east of UTC.
 */
const entryColumns = [
  'id',
  'mood_score',
  'mood_label',
  'notes',
  'energy_level',
  'stress_level',
  'sleep_quality',
  'created_at',
  sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
] as const;

export interface MoodEntryRow {
  id: string;
  mood_score: number;
  mood_label: string;
  notes: string | null;
  energy_level: number;
  stress_level: number;
  sleep_quality: number;
  created_at: Date;
  day: string;
}

export interface NewMoodEntry {
  userId: string;
  moodScore: number;
  moodLabel: string;
  notes: string | null;
  energyLevel: number;
  stressLevel: number;
  sleepQuality: number;
  day: string;
  createdAt: Date;
}

/** Saves the day's check-in; undefined when the user already has one that day (the unique index decides). */
export async function insertMoodEntry(db: Kysely<Database>, entry: NewMoodEntry): Promise<MoodEntryRow | undefined> {
  return db
    .insertInto('mood_entries')
    .values({
      user_id: entry.userId,
      mood_score: entry.moodScore,
      mood_label: entry.moodLabel,
      notes: seal(db, entry.notes),
      energy_level: entry.energyLevel,
      stress_level: entry.stressLevel,
      sleep_quality: entry.sleepQuality,
      day: entry.day,
      created_at: entry.createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning(entryColumns)
    .executeTakeFirst();
}

export async function recentMoodEntries(db: Kysely<Database>, userId: string, limit: number): Promise<MoodEntryRow[]> {
  return db
    .selectFrom('mood_entries')
    .select(entryColumns)
    .where('user_id', '=', userId)
    .orderBy('mood_entries.day', 'desc')
    .limit(limit)
    .execute();
}

/** Check-ins on or after the local day `from` ('YYYY-MM-DD'). */
export async function countMoodEntriesSince(db: Kysely<Database>, userId: string, from: string): Promise<number> {
  const row = await db
    .selectFrom('mood_entries')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('day', '>=', sql<Date>`${from}::date`)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** What the mood feature needs from the profile: time zone and plan. */
export async function findMoodProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['timezone', 'subscription_plan', 'pass_expires_at', 'notification_preferences'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
