import type { LanguageCode } from '@shared/preferences';
import { wrapUpSourceData, type WrapUpSourceData } from '../wrap-up-source';
import type { ChatMessage } from '../ai-provider';
import { languagePacks } from './language-packs';
import type { OfflineInsights } from './replies';
import { wrapUpPhrases } from './wrap-up-phrases/phrases-by-language';
import type { WrapUpPhrases } from './wrap-up-phrases/wrap-up-phrases';

/** Where the offline wrap-up reads a figure as high or low (scores are 1-5). */
export const wrapUpThresholds = {
  highStress: 3.5,
  lowStress: 2,
  poorSleep: 2.5,
  goodSleep: 4,
  /** Fewer check-ins than this in a week suggests checking in daily. */
  fewCheckIns: 4,
  /** How far the later half of the week's check-ins must be from the earlier half to count as a trend. */
  trendChange: 0.5,
} as const;

const MAX_INSIGHTS = 4;
const MAX_RECOMMENDATIONS = 3;
const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** A Monday: the day `ENGLISH_WEEKDAYS[i]` is this date plus i days. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The wrap-up source data in a request's last user message, or null when it holds something else. */
export function wrapUpSourceIn(messages: ChatMessage[]): WrapUpSourceData | null {
  const last = messages.filter((m) => m.role === 'user').at(-1);
  if (!last) return null;
  let value: unknown;
  try {
    value = JSON.parse(last.content);
  } catch {
    return null;
  }
  const parsed = wrapUpSourceData.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A weekly wrap-up written from the week's figures alone: a summary of check-ins, sessions and the
 * trend; up to 4 insights (best and hardest day, stress, sleep, session pattern); 2-3 recommendations
 * chosen by what the figures show. The trend compares the mood of the later half of the week's
 * check-ins with the earlier half (`wrapUpThresholds.trendChange`); too few check-ins is 'stable'.
 */
export function composeWrapUp(source: WrapUpSourceData, language: LanguageCode): OfflineInsights {
  const phrases = wrapUpPhrases[language];
  const format = formatters(phrases.locale);
  const mood = source.mood_data;
  const sessions = source.session_data;
  const trend = moodTrend(source);
  const knownTrend = (mood.first_half_mood_average ?? null) !== null && (mood.second_half_mood_average ?? null) !== null;

  const summary = [
    mood.entry_count > 0 && mood.mood_average !== null
      ? phrases.summary.checkIns(mood.entry_count, format.score(mood.mood_average))
      : phrases.summary.noCheckIns,
    sessions.total_sessions > 0 ? phrases.summary.sessions(sessions.total_sessions, format.minutes(sessions.total_duration)) : null,
    knownTrend ? phrases.summary.trend[trend] : null,
  ];

  const insights: (string | null)[] = [];
  if (mood.entry_count === 0) insights.push(phrases.insights.noCheckIns);
  if (mood.entry_count >= 2 && mood.best_day && mood.challenging_day) {
    // Best and challenging are the earliest days with the highest and lowest mood: one day only when every mood was the same.
    insights.push(
      mood.best_day === mood.challenging_day && mood.mood_average !== null
        ? phrases.insights.steadyMood(format.score(mood.mood_average))
        : phrases.insights.bestAndHardest(format.weekday(mood.best_day), format.weekday(mood.challenging_day)),
    );
  }
  if (mood.stress_average !== null) {
    insights.push(phrases.insights.stress[stressLevel(mood.stress_average)](format.score(mood.stress_average)));
  }
  if (mood.sleep_average !== null) {
    insights.push(phrases.insights.sleep[sleepLevel(mood.sleep_average)](format.score(mood.sleep_average)));
  }
  if (sessions.total_sessions > 0 && sessions.most_active_day) {
    insights.push(phrases.insights.sessionPattern(format.minutes(sessions.avg_duration), format.weekday(sessions.most_active_day)));
  }

  const recommendations = [
    mood.sleep_average !== null && mood.sleep_average <= wrapUpThresholds.poorSleep ? phrases.recommendations.windDown : null,
    mood.stress_average !== null && mood.stress_average >= wrapUpThresholds.highStress ? phrases.recommendations.breathing : null,
    checkInRecommendation(source, phrases),
    sessions.total_sessions > 0 ? phrases.recommendations.keepTalking : phrases.recommendations.trySession,
  ];

  return {
    summary: present(summary).join(languagePacks[language].unspaced ? '' : ' '),
    insights: atLeastTwo(present(insights).slice(0, MAX_INSIGHTS), phrases.insights.general),
    recommendations: atLeastTwo(present(recommendations).slice(0, MAX_RECOMMENDATIONS), phrases.recommendations.rest),
    trend,
  };
}

/** More check-ins, as often as the plan allows: every day, or the week's allowance when none was used. */
function checkInRecommendation(source: WrapUpSourceData, phrases: WrapUpPhrases): string | null {
  const count = source.mood_data.entry_count;
  const perWeek = source.check_ins_allowed_per_week ?? null;
  if (perWeek !== null) return count === 0 ? phrases.recommendations.weeklyCheckIn : null;
  return count < wrapUpThresholds.fewCheckIns ? phrases.recommendations.dailyCheckIn : null;
}

function moodTrend(source: WrapUpSourceData): OfflineInsights['trend'] {
  const first = source.mood_data.first_half_mood_average ?? null;
  const second = source.mood_data.second_half_mood_average ?? null;
  if (first === null || second === null) return 'stable';
  if (second - first >= wrapUpThresholds.trendChange) return 'improving';
  if (first - second >= wrapUpThresholds.trendChange) return 'declining';
  return 'stable';
}

function stressLevel(average: number): keyof WrapUpPhrases['insights']['stress'] {
  if (average >= wrapUpThresholds.highStress) return 'high';
  if (average <= wrapUpThresholds.lowStress) return 'low';
  return 'moderate';
}

function sleepLevel(average: number): keyof WrapUpPhrases['insights']['sleep'] {
  if (average <= wrapUpThresholds.poorSleep) return 'poor';
  if (average >= wrapUpThresholds.goodSleep) return 'good';
  return 'fair';
}

function formatters(locale: string) {
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long', maximumFractionDigits: 0 });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    score: (value: number) => score.format(value),
    /** Whole minutes; a few seconds of talk still shows as 1 minute, not 0. */
    minutes: (seconds: number) => minutes.format(seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0),
    /** An English day name ('Wednesday') in the locale's words; anything else as given. */
    weekday: (englishName: string) => {
      const index = ENGLISH_WEEKDAYS.indexOf(englishName);
      return index < 0 ? englishName : weekday.format(new Date(A_MONDAY + index * 86_400_000));
    },
  };
}

function present(texts: (string | null)[]): string[] {
  return texts.filter((text): text is string => text !== null);
}

function atLeastTwo(texts: string[], general: string): string[] {
  return texts.length >= 2 ? texts : [...texts, general];
}
