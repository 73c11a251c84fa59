import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/database';

export interface SeededSession {
  title: string;
  createdAt: Date;
  durationSeconds?: number;
  type?: 'call' | 'chat';
  moodBefore?: string | null;
  moodAfter?: string | null;
  aiSummary?: string | null;
  /** Saved in order, a millisecond apart. */
  messages?: { role: 'user' | 'assistant'; content: string; spoken?: boolean }[];
}

/**
 * Writes ended sessions (and their messages) for `userId` straight to the database, as the realtime
 * server would have saved them; returns their ids in the order given. Inserts in chunks, so thousands
 * of sessions take one statement per chunk. Their messages are not in the message search until
 * `indexWaitingSessions` runs, as for sessions from before the search existed.
 */
export async function seedSessions(db: Kysely<Database>, userId: string, sessions: SeededSession[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < sessions.length; start += 1000) {
    const chunk = sessions.slice(start, start + 1000);
    const rows = await db
      .insertInto('sessions')
      .values(
        chunk.map((s) => ({
          user_id: userId,
          title: s.title,
          type: s.type ?? 'chat',
          surface: 'session' as const,
          mood_before: s.moodBefore ?? null,
          mood_after: s.moodAfter ?? null,
          duration: s.durationSeconds ?? 0,
          ai_summary: s.aiSummary ?? null,
          created_at: s.createdAt,
          ended_at: new Date(s.createdAt.getTime() + (s.durationSeconds ?? 0) * 1000),
          transcript: (s.messages ?? []).map((m) => `${m.role === 'user' ? 'User' : 'AI Assistant'}: ${m.content}`).join('\n'),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
    await db.insertInto('session_search_terms').values(rows.map((r) => ({ session_id: r.id, user_id: userId }))).execute();
  }
  const messages = sessions.flatMap((s, i) =>
    (s.messages ?? []).map((m, j) => ({
      session_id: ids[i] as string,
      user_id: userId,
      role: m.role,
      content: m.content,
      source: m.spoken ? ('voice' as const) : ('text' as const),
      created_at: new Date(s.createdAt.getTime() + j),
    })),
  );
  for (let start = 0; start < messages.length; start += 1000) {
    await db.insertInto('session_messages').values(messages.slice(start, start + 1000)).execute();
  }
  return ids;
}
