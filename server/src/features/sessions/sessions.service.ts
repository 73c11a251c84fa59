import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { planAt } from '@shared/limits';
import type { Plan } from '@shared/plans';
import { languageCodes, voiceStyles, type LanguageCode, type VoiceStyle } from '@shared/preferences';
import type { MoodAfter, MoodBefore, SessionMode, SessionSurface } from '@shared/protocol/client-messages';
import type { Database } from '../../db/database';
import { retryWhileDatabaseUnavailable } from '../../db/unavailable';
import { defaultSessionTitle } from './default-title';
import { listMemories } from './memories.repository';
import { addMessageTerms, markUnindexed } from './message-search-index';
import { allMessages, insertMessage, type NewSessionMessage } from './session-messages.repository';
import {
  findOwnSession,
  findSessionProfile,
  insertSession,
  liveSessionsOf,
  markRiskDetected,
  markVoiceUsed,
  recordSessionEnd,
  setSessionDetails,
} from './sessions.repository';

export interface SessionSettings {
  timezone: string;
  language: LanguageCode;
  voice: VoiceStyle;
  plan: Plan;
}

export interface SessionsServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** This server instance (config INSTANCE_ID): the owner of the sessions it starts. */
  instanceId: string;
}

export type MessageToSave = Omit<NewSessionMessage, 'id' | 'sessionId' | 'userId' | 'createdAt'>;

/** Sessions and their messages, always scoped to the signed-in user. */
export function createSessionsService({ db, now, instanceId }: SessionsServiceDeps) {
  return {
    /** Time zone, language, voice, and the plan in force now; a missing profile reads as the defaults. */
    async settingsFor(userId: string): Promise<SessionSettings> {
      const row = await findSessionProfile(db, userId);
      const prefs = (row?.notification_preferences ?? {}) as { preferredLanguage?: unknown; voicePreference?: unknown };
      return {
        timezone: row?.timezone ?? 'UTC',
        language: oneOf(languageCodes, prefs.preferredLanguage, 'en'),
        voice: oneOf(voiceStyles, prefs.voicePreference, 'warm'),
        plan: planAt(
          { subscriptionPlan: row?.subscription_plan ?? 'free', passExpiresAt: row?.pass_expires_at ?? null },
          now(),
        ),
      };
    },

    async start(
      userId: string,
      input: { mode: SessionMode; surface: SessionSurface; title?: string; moodBefore?: MoodBefore },
      settings: SessionSettings,
    ): Promise<{ id: string; title: string }> {
      const createdAt = now();
      return insertSession(db, {
        userId,
        title: input.title || defaultSessionTitle(createdAt, settings.timezone, settings.language),
        type: input.mode === 'voice' ? 'call' : 'chat',
        surface: input.surface,
        moodBefore: input.moodBefore ?? null,
        instanceId,
        createdAt,
      });
    },

    find: (userId: string, sessionId: string) => findOwnSession(db, userId, sessionId),
    markVoiceUsed: (userId: string, sessionId: string) => markVoiceUsed(db, userId, sessionId),
    setDetails: (userId: string, sessionId: string, details: { title?: string; moodBefore?: MoodBefore }) =>
      setSessionDetails(db, userId, sessionId, details),
    markRiskDetected: (userId: string, sessionId: string, at: Date) => markRiskDetected(db, userId, sessionId, at),

    /** Saved as it happens; a database out of reach for a few seconds delays the save rather than losing the message. */
    async saveMessage(userId: string, sessionId: string, message: MessageToSave) {
      const saved = { ...message, id: randomUUID(), sessionId, userId, createdAt: now() };
      const stored = await retryWhileDatabaseUnavailable(() => insertMessage(db, saved));
      if (saved.role === 'user' && stored.created) await indexWords(userId, sessionId, saved.content);
      return stored;
    },

    /** The user's long-term memory, read once when a session starts. */
    memories: (userId: string) => listMemories(db, userId),

    /** Records duration, voice time, mood after and the transcript; false when it had already ended. */
    async end(
      userId: string,
      sessionId: string,
      ending: { durationSeconds: number; voiceSeconds: number; moodAfter?: MoodAfter; endedAt?: Date },
    ): Promise<boolean> {
      return retryWhileDatabaseUnavailable(() => recordEnd(userId, sessionId, ending));
    },
  };

  /** The person's words become searchable; a failure never fails the save: the session is left to the background pass. */
  async function indexWords(userId: string, sessionId: string, text: string): Promise<void> {
    try {
      await addMessageTerms(db, userId, sessionId, text);
    } catch {
      await markUnindexed(db, userId, sessionId).catch(() => undefined);
    }
  }

  async function recordEnd(
    userId: string,
    sessionId: string,
    ending: { durationSeconds: number; voiceSeconds: number; moodAfter?: MoodAfter; endedAt?: Date },
  ): Promise<boolean> {
    const messages = await allMessages(db, userId, sessionId);
    const said = (m: (typeof messages)[number]) => m.content || (m.interrupted ? '(interrupted before replying)' : '');
    const transcript = messages.map((m) => `${m.role === 'user' ? 'User' : 'AI Assistant'}: ${said(m)}`).join('\n');
    return recordSessionEnd(db, userId, sessionId, {
      durationSeconds: ending.durationSeconds,
      voiceSeconds: ending.voiceSeconds,
      moodAfter: ending.moodAfter ?? null,
      endedAt: ending.endedAt ?? now(),
      transcript,
    });
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * Ends the sessions this instance left open when it died (a crash, kill -9), or those of `only` (taken
 * from an instance that died): nothing can resume them.
 * Each lasted, and ended, at its last saved message, the latest moment it is known to have been in
 * use; a voice session is counted as voice all along. Returns how many were ended. Sessions from
 * before instances were recorded (no instance) are left: a rolling update may still be running them.
 */
export async function endSessionsLeftBehind(
  sessions: SessionsService,
  db: Kysely<Database>,
  instanceId: string,
  onFailure: (error: unknown) => void,
  only?: readonly string[],
): Promise<number> {
  const left = await liveSessionsOf(db, instanceId, only);
  let ended = 0;
  for (const session of left) {
    const durationSeconds = Math.max(0, Math.round((session.lastActiveAt.getTime() - session.createdAt.getTime()) / 1000));
    const voiceSeconds = session.type === 'call' ? durationSeconds : 0;
    // One session that cannot be closed must not keep the server from starting.
    await sessions.end(session.userId, session.id, { durationSeconds, voiceSeconds, endedAt: session.lastActiveAt }).then(() => ended++, onFailure);
  }
  return ended;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
