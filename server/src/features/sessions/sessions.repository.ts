import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../../db/database';
import { preparedQuery, type ValueOf } from '../../db/prepared-query';
import { seal } from '../../db/sealed-fields';

export type SessionRow = Selectable<SessionsTable>;

export interface NewSession {
  userId: string;
  title: string;
  type: SessionsTable['type'];
  surface: SessionsTable['surface'];
  moodBefore: string | null;
  instanceId: string;
  createdAt: Date;
}

const insertSessionQuery = preparedQuery((db: Kysely<Database>, value: ValueOf<NewSession>) =>
  db
    .insertInto('sessions')
    .values({
      user_id: value('userId'),
      title: value('title'),
      type: value('type'),
      surface: value('surface'),
      mood_before: value('moodBefore'),
      instance_id: value('instanceId'),
      created_at: value('createdAt'),
    })
    .returning(['id', 'title']),
);

/** Run at every session start, hence prepared once. */
export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<{ id: string; title: string }> {
  const [row] = await insertSessionQuery(db, session);
  if (!row) throw new Error('insertSession: no row came back');
  return row;
}

/** The session, only when it belongs to `userId`. */
export async function findOwnSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A title or mood before given once the session runs; returns what is stored now. */
export async function setSessionDetails(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  details: { title?: string; moodBefore?: string },
): Promise<{ title: string; moodBefore: string | null } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({
      ...(details.title === undefined ? {} : { title: details.title }),
      ...(details.moodBefore === undefined ? {} : { mood_before: details.moodBefore }),
    })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning(['title', 'mood_before'])
    .executeTakeFirst();
  return row && { title: row.title, moodBefore: row.mood_before };
}

export async function markVoiceUsed(db: Kysely<Database>, userId: string, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ type: 'call' }).where('id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** Keeps the first time something said in the session sounded like risk. */
export async function markRiskDetected(db: Kysely<Database>, userId: string, sessionId: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ risk_detected_at: at })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('risk_detected_at', 'is', null)
    .execute();
}

export interface SessionEnding {
  durationSeconds: number;
  voiceSeconds: number;
  moodAfter: string | null;
  endedAt: Date;
  transcript: string;
}

/** Records the end once: a session that already ended keeps its first ending. */
export async function recordSessionEnd(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  ending: SessionEnding,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({
      duration: ending.durationSeconds,
      voice_seconds: ending.voiceSeconds,
      mood_after: ending.moodAfter,
      ended_at: ending.endedAt,
      transcript: seal(db, ending.transcript),
    })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRunningSummary(db: Kysely<Database>, userId: string, sessionId: string, summary: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ running_summary: seal(db, summary) })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();
}

export async function setAiSummary(db: Kysely<Database>, userId: string, sessionId: string, summary: string): Promise<void> {
  await db.updateTable('sessions').set({ ai_summary: seal(db, summary) }).where('id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** What a session needs from the profile: time zone, language, voice and plan. */
const selectSessionProfile = preparedQuery((db: Kysely<Database>, value: ValueOf<{ userId: string }>) =>
  db
    .selectFrom('profiles')
    .select(['timezone', 'notification_preferences', 'subscription_plan', 'pass_expires_at'])
    .where('id', '=', value('userId')),
);

/** Read at every session start, hence prepared once. */
export async function findSessionProfile(db: Kysely<Database>, userId: string) {
  const [row] = await selectSessionProfile(db, { userId });
  return row;
}

/** The sessions still live under `instanceId` (of those in `only`, when given), with when each was last known to be in use. */
export async function liveSessionsOf(db: Kysely<Database>, instanceId: string, only?: readonly string[]) {
  if (only?.length === 0) return [];
  let query = db
    .selectFrom('sessions')
    .select((eb) => [
      'sessions.id',
      'sessions.user_id',
      'sessions.type',
      'sessions.created_at',
      eb.selectFrom('session_messages').select((m) => m.fn.max('session_messages.created_at').as('last')).whereRef('session_messages.session_id', '=', 'sessions.id').as('last_message_at'),
    ])
    .where('sessions.instance_id', '=', instanceId)
    .where('sessions.ended_at', 'is', null);
  if (only) query = query.where('sessions.id', 'in', only);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    type: row.type,
    createdAt: new Date(row.created_at),
    lastActiveAt: row.last_message_at ? new Date(row.last_message_at) : new Date(row.created_at),
  }));
}
