import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SessionDetail, SessionListResponse, SessionSort, SessionSummary } from '@shared/api/sessions';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../plugins/error-handler';
import { classifyRisk } from '../../safety/risk-classifier';
import { allMessages } from './session-messages.repository';
import { findOwnSession, type SessionRow } from './sessions.repository';
import {
  countSessions,
  deleteOwnSession,
  listSessionPage,
  type PageCursor,
  type SessionListRow,
} from './session-history.repository';
import { sessionsWithSummaryMatching } from './summary-search';
import { searchedTermSets } from './message-search-index';
import { ownWordsExcerpts } from './search-excerpts';
import { cipherOf } from '../../db/sealed-fields';

const cursorFields = z.tuple([z.number().int().min(0).max(2_147_483_647), z.iso.datetime(), z.uuid()]);

/** Opaque to the client: the last row's sort values, base64url JSON. */
export function encodeCursor({ duration, createdAt, id }: PageCursor): string {
  return Buffer.from(JSON.stringify([duration, createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): PageCursor {
  try {
    const [duration, createdAt, id] = cursorFields.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { duration, createdAt, id };
  } catch {
    throw new AppError('validation_failed', 400, { key: 'history:messages.cursorInvalid' });
  }
}

export function toSessionSummary(row: Omit<SessionListRow, 'created_key'> | SessionRow): SessionSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    durationSeconds: row.duration,
    moodBefore: row.mood_before,
    moodAfter: row.mood_after,
    aiSummary: row.ai_summary,
  };
}

/** The sessions of a page that neither their title nor their summary made a match: their person's words did. */
function foundByOwnWords(page: SessionListRow[], search: string, summaryMatchIds: string[] = []): string[] {
  const bySummary = new Set(summaryMatchIds);
  const wanted = search.toLocaleLowerCase();
  return page.filter((row) => !bySummary.has(row.id) && !row.title.toLocaleLowerCase().includes(wanted)).map((row) => row.id);
}

/** Past sessions: listed, searched, read whole and deleted, always the signed-in user's own. */
export function createSessionHistory({ db }: { db: Kysely<Database> }) {
  return {
    async list(
      userId: string,
      query: { search?: string; sort: SessionSort; cursor?: string; limit: number },
    ): Promise<SessionListResponse> {
      const search = query.search || undefined;
      const summaryMatchIds = search ? await sessionsWithSummaryMatching(db, userId, search) : undefined;
      const messageTermSets = search ? searchedTermSets(cipherOf(db), userId, search) : undefined;
      const filter = { userId, search, summaryMatchIds, messageTermSets };
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const [rows, total] = await Promise.all([
        listSessionPage(db, filter, { sort: query.sort, cursor, limit: query.limit }),
        countSessions(db, filter),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const excerpts = search ? await ownWordsExcerpts(db, userId, foundByOwnWords(page, search, summaryMatchIds), search) : new Map<string, string>();
      return {
        sessions: page.map((row) => ({ ...toSessionSummary(row), youWrote: excerpts.get(row.id) ?? null })),
        total,
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ duration: last.duration, createdAt: last.created_key, id: last.id })
            : null,
      };
    },

    async get(userId: string, sessionId: string): Promise<SessionDetail> {
      const [session, messages] = await Promise.all([
        findOwnSession(db, userId, sessionId),
        allMessages(db, userId, sessionId),
      ]);
      if (!session) throw notFound({ key: 'history:messages.notFound' });
      const soundedLikeRisk = new Set(messages.filter((m) => m.role === 'user' && classifyRisk(m.content).flagged).map((m) => m.id));
      // Sessions from before risk was recorded on them are read again with the local classifier.
      const riskDetected = session.risk_detected_at !== null || soundedLikeRisk.size > 0;
      return {
        ...toSessionSummary(session),
        transcript: session.transcript,
        riskDetected,
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          spoken: m.source === 'voice',
          interrupted: m.interrupted,
          audioUrl: m.audio_url,
          soundedLikeRisk: soundedLikeRisk.has(m.id),
          createdAt: m.created_at.toISOString(),
        })),
      };
    },

    async remove(userId: string, sessionId: string): Promise<void> {
      if (!(await deleteOwnSession(db, userId, sessionId))) throw notFound({ key: 'history:messages.notFound' });
    },
  };
}
