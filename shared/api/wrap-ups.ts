import { z } from 'zod';

/** How mood moved over the week, as the AI (or the offline writer) reads it from two or more check-ins. */
export const aiTrends = ['improving', 'declining', 'stable'] as const;
export type AiTrend = (typeof aiTrends)[number];
/** A saved wrap-up's trend: with fewer than two check-ins there is none to read ('insufficient_data'). */
export const wrapUpTrends = [...aiTrends, 'insufficient_data'] as const;
export type WrapUpTrend = (typeof wrapUpTrends)[number];

export const wrapUp = z.object({
  id: z.uuid(),
  type: z.enum(['weekly', 'monthly']),
  /** 'YYYY-MM-DD' in the user's time zone; weeks run Monday to Sunday. */
  periodStart: z.string(),
  periodEnd: z.string(),
  moodTrend: z.enum(wrapUpTrends),
  moodAverage: z.number().nullable(),
  energyAverage: z.number().nullable(),
  stressAverage: z.number().nullable(),
  sleepAverage: z.number().nullable(),
  totalSessions: z.number().int(),
  totalDurationSeconds: z.number().int(),
  keyInsights: z.array(z.string()),
  recommendations: z.array(z.string()),
  aiSummary: z.string().nullable(),
  createdAt: z.string(),
});
export type WrapUp = z.infer<typeof wrapUp>;

/** The week a new wrap-up would cover. */
export const currentWeek = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  moodEntries: z.number().int(),
  sessions: z.number().int(),
  /** There is something to wrap up: a mood entry or a session this week. */
  hasData: z.boolean(),
});
export type CurrentWeek = z.infer<typeof currentWeek>;

export const wrapUpsResponse = z.object({
  /** Newest first. */
  wrapUps: z.array(wrapUp),
  currentWeek,
});
export type WrapUpsResponse = z.infer<typeof wrapUpsResponse>;

export const wrapUpIdParams = z.object({ id: z.uuid() });

/** What the AI provider must answer with (SPEC: the AI insight result). Missing fields get SPEC's defaults. */
export const aiInsightResult = z.object({
  summary: z.string().trim().min(1).max(2000).optional(),
  insights: z.array(z.string().trim().min(1).max(500)).max(8).optional(),
  recommendations: z.array(z.string().trim().min(1).max(500)).max(8).optional(),
  trend: z.enum(aiTrends).optional(),
});
export type AiInsightResult = z.infer<typeof aiInsightResult>;
