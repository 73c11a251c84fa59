import type { Kysely } from 'kysely';
import type { WrapUp, WrapUpsResponse } from '@shared/api/wrap-ups';
import { checkLimit, planAt, weeklyCheckInAllowance } from '@shared/limits';
import type { WrapUpFrequency } from '@shared/plans';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { isTimeZone } from '@shared/time-zones';
import type { Database } from '../../db/database';
import { addDays, calendarDay, weekStart } from '../../lib/calendar-day';
import { AppError, notFound } from '../../plugins/error-handler';
import type { AiProvider } from '../../providers/ai/ai-provider';
import type { WrapUpSourceData } from '../../providers/ai/wrap-up-source';
import { fallbackInsights, readInsightReply, wrapUpAiSettings, wrapUpSystemPrompt, type WrapUpInsights } from './wrap-up-prompt';
import {
  countWeekActivity,
  countWrapUpsSince,
  findWrapUp,
  findWrapUpProfile,
  insertWrapUpIfAllowed,
  listWrapUps,
  weekSourceData,
  type LocalDays,
  type WrapUpRow,
} from './wrap-ups.repository';

export interface WrapUpsDeps {
  db: Kysely<Database>;
  ai: AiProvider;
  now: () => Date;
  /** A failed AI call still saves a wrap-up (SPEC's fallback); the failure is only logged. */
  logWarning: (what: string, error?: unknown) => void;
}

/** Weekly wrap-ups: the week runs Monday to Sunday in the user's time zone; the plan limits how often one is made. */
export function createWrapUpsService({ db, ai, now, logWarning }: WrapUpsDeps) {
  const settingsAt = async (userId: string, at: Date) => {
    const profile = await findWrapUpProfile(db, userId);
    // Unknown values count as the defaults: the zone also goes into SQL, where an unknown one is an error.
    const timeZone = profile?.timezone && isTimeZone(profile.timezone) ? profile.timezone : 'UTC';
    const today = calendarDay(at, timeZone);
    const monday = weekStart(today, 'monday');
    return {
      today,
      timeZone,
      week: { start: monday, end: addDays(monday, 6), timeZone } satisfies LocalDays,
      plan: planAt({ subscriptionPlan: profile?.subscription_plan ?? 'free', passExpiresAt: profile?.pass_expires_at ?? null }, at),
      language: oneOf(languageCodes, profile?.preferred_language) ?? 'en',
    };
  };

  const askAi = async (source: WrapUpSourceData, language: LanguageCode): Promise<WrapUpInsights> => {
    try {
      const reply = await ai.completeJson({
        purpose: 'insights',
        messages: [
          { role: 'system', content: wrapUpSystemPrompt(language) },
          { role: 'user', content: JSON.stringify(source) },
        ],
        maxTokens: wrapUpAiSettings.maxTokens,
        temperature: wrapUpAiSettings.temperature,
        language,
        signal: AbortSignal.timeout(wrapUpAiSettings.timeoutMs),
      });
      const insights = readInsightReply(reply, language);
      if (insights) return insights;
      // The reply itself is not logged: it is about the person's week.
      logWarning('wrap-up insights did not match the expected shape; using the fallback');
    } catch (error) {
      logWarning('wrap-up insights failed; using the fallback', error);
    }
    return fallbackInsights(language);
  };

  return {
    async list(userId: string): Promise<WrapUpsResponse> {
      const { week } = await settingsAt(userId, now());
      const [rows, activity] = await Promise.all([listWrapUps(db, userId), countWeekActivity(db, userId, week)]);
      return {
        wrapUps: rows.map(toWrapUp),
        currentWeek: {
          periodStart: week.start,
          periodEnd: week.end,
          moodEntries: activity.moodEntries,
          sessions: activity.sessions,
          hasData: activity.moodEntries > 0 || activity.sessions > 0,
        },
      };
    },

    async get(userId: string, id: string): Promise<WrapUp> {
      const row = await findWrapUp(db, userId, id);
      if (!row) throw notFound({ key: 'wrapups:messages.notFound' });
      return toWrapUp(row);
    },

    async generate(userId: string): Promise<WrapUp> {
      const at = now();
      const { today, timeZone, week, plan, language } = await settingsAt(userId, at);
      const activity = await countWeekActivity(db, userId, week);
      if (activity.moodEntries === 0 && activity.sessions === 0) throw new AppError('invalid_state', 409, { key: 'wrapups:messages.noData' });

      const frequency = plan.limits.wrapUpFrequency;
      const since = { day: periodStart(frequency, today), timeZone };
      const check = (wrapUpsThisPeriod: number) => checkLimit(plan, 'wrap_up', { wrapUpsThisPeriod });
      // Asked before the AI call too, so a refused generation costs no AI call; the save asks again under a lock.
      const early = check(await countWrapUpsSince(db, userId, since));
      if (!early.allowed) throw new AppError('limit_reached', 403, early.reason);

      const source = { ...(await weekSourceData(db, userId, week)), check_ins_allowed_per_week: weeklyCheckInAllowance(plan) };
      const insights = await askAi(source, language);
      const result = await insertWrapUpIfAllowed(
        db,
        {
          userId,
          type: 'weekly',
          periodStart: week.start,
          periodEnd: week.end,
          // One check-in (or none) shows no movement: no trend is claimed, whatever the AI answered.
          moodTrend: trendReadable(source) ? insights.trend : 'insufficient_data',
          averages: {
            mood: source.mood_data.mood_average,
            energy: source.mood_data.energy_average,
            stress: source.mood_data.stress_average,
            sleep: source.mood_data.sleep_average,
          },
          totalSessions: source.session_data.total_sessions,
          totalDurationSeconds: source.session_data.total_duration,
          keyInsights: insights.insights,
          recommendations: insights.recommendations,
          aiSummary: insights.summary,
          createdAt: at,
        },
        { since, check },
      );
      if ('refused' in result) throw new AppError('limit_reached', 403, result.refused);
      return toWrapUp(result.saved);
    },
  };
}

export type WrapUpsService = ReturnType<typeof createWrapUpsService>;

/** A trend needs the mood of both halves of the week's check-ins: two check-ins at least. */
function trendReadable(source: WrapUpSourceData): boolean {
  return (source.mood_data.first_half_mood_average ?? null) !== null && (source.mood_data.second_half_mood_average ?? null) !== null;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** The local day the plan's current wrap-up period began: this month's 1st, this Monday, or today. */
function periodStart(frequency: WrapUpFrequency, today: string): string {
  switch (frequency) {
    case 'monthly':
      return `${today.slice(0, 8)}01`;
    case 'weekly':
      return weekStart(today, 'monday');
    case 'daily':
      return today;
  }
}

// `real` columns hold floats: 3.67 reads back as 3.6700000762939453 on some drivers.
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

function toWrapUp(row: WrapUpRow): WrapUp {
  return {
    id: row.id,
    type: row.type,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    moodTrend: row.mood_trend,
    moodAverage: round2(row.mood_average),
    energyAverage: round2(row.energy_average),
    stressAverage: round2(row.stress_average),
    sleepAverage: round2(row.sleep_average),
    totalSessions: row.total_sessions,
    totalDurationSeconds: row.total_duration,
    keyInsights: row.key_insights,
    recommendations: row.personalized_recommendations,
    aiSummary: row.ai_summary,
    createdAt: row.created_at.toISOString(),
  };
}
