import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SessionSort } from '@shared/api/sessions';
import type { Database } from '../../db/database';

/** Where the next page starts: the last row's sort values, precise to the microsecond. */
export interface PageCursor {
  duration: number;
  createdAt: string;
  id: string;
}

export interface SessionListFilter {
  userId: string;
  search?: string;
  /** Sessions whose (decrypted) summary holds `search` (summary-search.ts). */
  summaryMatchIds?: string[];
  /** Sessions whose message index holds every term of one of these sets (message-search-index.ts). */
  messageTermSets?: string[][];
}

const listColumns = [
  'id',
  'title',
  'type',
  'created_at',
  'ended_at',
  'duration',
  'mood_before',
  'mood_after',
  'ai_summary',
] as const;

// created_at as text with its microseconds: a JS Date keeps only milliseconds and would skip rows at a page edge.
const createdKey = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%`, `_` and `\` typed by the person are matched as themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

function filtered(db: Kysely<Database>, { userId, search, summaryMatchIds = [], messageTermSets = [] }: SessionListFilter) {
  const query = db.selectFrom('sessions').where('user_id', '=', userId);
  if (!search) return query;
  // Titles are plaintext, matched in SQL (sessions_title_trgm_idx); summaries by the ids matched after
  // decryption; what the person wrote by its blind index (session_search_terms_terms_idx).
  return query.where((eb) =>
    eb.or([
      eb('title', 'ilike', likePattern(search)),
      ...(summaryMatchIds.length > 0 ? [eb('id', 'in', summaryMatchIds)] : []),
      ...(messageTermSets.length > 0
        ? [
            eb(
              'id',
              'in',
              eb
                .selectFrom('session_search_terms')
                .select('session_id')
                .where('session_search_terms.user_id', '=', userId)
                .where((terms) => terms.or(messageTermSets.map((set) => sql<boolean>`terms @> ${set}::bigint[]`))),
            ),
          ]
        : []),
    ]),
  );
}

type SessionsQuery<O> = SelectQueryBuilder<Database, 'sessions', O>;

/** Orders by the sort's key, ending in id so every row has one place; starts after `cursor` when given. */
function ordered<O>(query: SessionsQuery<O>, sort: SessionSort, cursor: PageCursor | undefined): SessionsQuery<O> {
  const descending = sort === 'newest' || sort === 'longest';
  const direction = descending ? 'desc' : 'asc';
  const byDuration = sort === 'longest' || sort === 'shortest';
  if (cursor) {
    const after = descending ? sql.raw('<') : sql.raw('>');
    query = byDuration
      ? query.where(
          sql<boolean>`(duration, created_at, id) ${after} (${cursor.duration}::int, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
        )
      : query.where(sql<boolean>`(created_at, id) ${after} (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  if (byDuration) query = query.orderBy('duration', direction);
  return query.orderBy('created_at', direction).orderBy('id', direction);
}

/** One page of the user's sessions (up to `limit` + 1 rows, so the caller knows whether more follow). */
export async function listSessionPage(
  db: Kysely<Database>,
  filter: SessionListFilter,
  page: { sort: SessionSort; cursor?: PageCursor; limit: number },
) {
  const query = filtered(db, filter).select([...listColumns, createdKey.as('created_key')]);
  return ordered(query, page.sort, page.cursor)
    .limit(page.limit + 1)
    .execute();
}

export type SessionListRow = Awaited<ReturnType<typeof listSessionPage>>[number];

export async function countSessions(db: Kysely<Database>, filter: SessionListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Deletes the session (its messages go with it); false when the user has no such session. */
export async function deleteOwnSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  // RETURNING, not the affected-row count: PGlite's driver does not report it for deletes.
  const deleted = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
