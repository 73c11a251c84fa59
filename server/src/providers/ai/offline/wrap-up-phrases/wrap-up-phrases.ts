import type { AiTrend } from '@shared/api/wrap-ups';

/**
 * The sentences of the offline weekly wrap-up in one language. Figures arrive formatted for `locale`
 * (scores to one decimal, durations as "25 minutes", weekdays as the language writes them), so only
 * counts need each language's own plural.
 */
export interface WrapUpPhrases {
  /** BCP 47 locale for numbers, durations and weekday names. */
  locale: string;
  summary: {
    checkIns: (count: number, mood: string) => string;
    noCheckIns: string;
    sessions: (count: number, duration: string) => string;
    trend: Record<AiTrend, string>;
  };
  insights: {
    bestAndHardest: (best: string, hardest: string) => string;
    /** Every check-in had the same mood. */
    steadyMood: (mood: string) => string;
    stress: Record<'high' | 'moderate' | 'low', (average: string) => string>;
    sleep: Record<'poor' | 'fair' | 'good', (average: string) => string>;
    sessionPattern: (averageDuration: string, mostActiveDay: string) => string;
    noCheckIns: string;
    general: string;
  };
  recommendations: {
    windDown: string;
    breathing: string;
    dailyCheckIn: string;
    /** For a plan with a weekly allowance of check-ins, when the week had none. */
    weeklyCheckIn: string;
    keepTalking: string;
    trySession: string;
    rest: string;
  };
}
