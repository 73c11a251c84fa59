import { z } from 'zod';
import { textKey } from '../i18n/text';
import { planIds } from '../plans';

export const sessionSorts = ['newest', 'oldest', 'longest', 'shortest'] as const;
export type SessionSort = (typeof sessionSorts)[number];

export const SESSION_PAGE_SIZE = 20;
export const MAX_SESSION_PAGE_SIZE = 100;

/** `GET /api/sessions`: search over title and AI summary, one of four orders, pages by cursor. */
export const sessionListQuery = z.object({
  search: z.string().trim().max(200, textKey('history:messages.searchTooLong')).optional(),
  sort: z.enum(sessionSorts, { error: textKey('history:messages.sortInvalid') }).default('newest'),
  /** `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(200, textKey('history:messages.cursorInvalid')).optional(),
  limit: z.coerce
    .number({ error: textKey('history:messages.limitInvalid') })
    .int(textKey('history:messages.limitInvalid'))
    .min(1, textKey('history:messages.limitInvalid'))
    .max(MAX_SESSION_PAGE_SIZE, textKey('history:messages.limitInvalid'))
    .default(SESSION_PAGE_SIZE),
});
export type SessionListQuery = z.input<typeof sessionListQuery>;

export const sessionIdParams = z.object({ id: z.uuid({ error: textKey('history:messages.notFound') }) });

/** A past session as lists show it. `type` is 'call' once voice was used (a Voice Session), else 'chat'. */
export const sessionSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(['call', 'chat']),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  moodBefore: z.string().nullable(),
  moodAfter: z.string().nullable(),
  aiSummary: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** A session in the list of past sessions. */
export const sessionListItem = sessionSummary.extend({
  /**
   * When a search found the session by the person's own words (not its title or summary): the first
   * message of theirs that holds every searched word, shortened around the first one; otherwise null.
   */
  youWrote: z.string().nullable(),
});
export type SessionListItem = z.infer<typeof sessionListItem>;

export const sessionListResponse = z.object({
  sessions: z.array(sessionListItem),
  /** Sessions matching the search, over every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SessionListResponse = z.infer<typeof sessionListResponse>;

export const sessionMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Said aloud in a voice call (typed otherwise). */
  spoken: z.boolean(),
  /** A reply cut short when the person spoke over it: only what was played is kept. */
  interrupted: z.boolean(),
  /** Where the recording of what the person said is served; null unless they chose to keep recordings. */
  audioUrl: z.string().nullable(),
  /** The person's message sounded like risk: its words are never shown as a topic. */
  soundedLikeRisk: z.boolean(),
  createdAt: z.string(),
});
export type SessionMessage = z.infer<typeof sessionMessage>;

export const sessionDetail = sessionSummary.extend({
  transcript: z.string().nullable(),
  /** Something said in it sounded like risk: its tone is never Positive and its page points to help. */
  riskDetected: z.boolean(),
  messages: z.array(sessionMessage),
});
export type SessionDetail = z.infer<typeof sessionDetail>;

/** `GET /api/dashboard`: what the overview shows. */
export const dashboardResponse = z.object({
  recentSessions: z.array(sessionSummary),
  stats: z.object({
    totalSessions: z.number().int(),
    totalDurationSeconds: z.number().int(),
    /** Since Sunday 00:00 in the user's time zone. */
    sessionsThisWeek: z.number().int(),
    /** The latest recorded mood: a check-in's scale label, or a session's mood (after, else before); null before any. */
    currentMood: z.string().nullable(),
  }),
  voiceUsage: z.object({
    planId: z.enum(planIds),
    planName: z.string(),
    usedSeconds: z.number().int(),
    /** -1 is unlimited. */
    limitSeconds: z.number().int(),
    /** Null when unlimited. */
    minutesRemaining: z.number().int().nullable(),
  }),
  /** The last 30 days in the user's time zone, oldest first, today last. */
  minutesByDay: z.array(z.object({ day: z.string(), minutes: z.number() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
