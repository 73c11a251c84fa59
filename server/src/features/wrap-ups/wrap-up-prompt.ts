import { aiInsightResult, type AiTrend } from '@shared/api/wrap-ups';
import { languageEnglishNames, type LanguageCode } from '@shared/preferences';
import type { TextKey } from '@shared/i18n/text';
import { say } from '../../i18n/translator';

/** SPEC section 7: a large model at temperature 0.7; the JSON answer fits well within 700 tokens. */
export const wrapUpAiSettings = { maxTokens: 700, temperature: 0.7, timeoutMs: 45_000 } as const;

export function wrapUpSystemPrompt(language: LanguageCode): string {
  return [
    'You write the weekly emotional wellness wrap-up for a person using Solace, an emotional-support companion app.',
    'The user message is their week as JSON. mood_data: daily check-in averages on a 1-5 scale (mood, energy, stress where 5 is the most stress, sleep quality), entry_count check-ins, best_day and challenging_day (the days of their highest and lowest mood), and the mood averages of the first and second half of their check-ins. session_data: sessions with the companion this week, total_duration and avg_duration in seconds, most_active_day. check_ins_allowed_per_week: how many mood check-ins their plan allows a week (null: one a day). null means no data.',
    'Reply with JSON only: {"summary": string, "insights": string[], "recommendations": string[], "trend": "improving" | "declining" | "stable"}.',
    '"summary": 2-3 warm sentences written to the person ("This week you...").',
    '"insights": 2-4 short observations drawn from the figures; name the best and the most challenging day when known, and give durations in minutes.',
    '"recommendations": 2-3 small, practical self-care suggestions that fit the figures (a wind-down routine for poor sleep, a breathing exercise for high stress, checking in as often as their plan allows, never more, talking things through).',
    '"trend": how their mood moved over the week. With fewer than two check-ins there is no movement to see: answer "stable", and say nothing about how their mood moved or held steady.',
    'Be kind and encouraging. Speak of support and wellness; never of therapy, treatment or diagnosis, and never name a condition.',
    `Write all text in ${languageEnglishNames[language]}; keep the JSON keys and the trend value in English.`,
  ].join('\n');
}

export interface WrapUpInsights {
  summary: string;
  insights: string[];
  recommendations: string[];
  trend: AiTrend;
}

/**
 * SPEC section 8: what a wrap-up says when the AI failed or answered something unusable, written in the
 * person's language when the wrap-up is made (it is stored as it is).
 */
export function fallbackInsights(language: LanguageCode): WrapUpInsights {
  const t = (key: TextKey) => say(language, { key });
  return {
    summary: t('wrapups:messages.fallbackSummary'),
    insights: [t('wrapups:messages.fallbackInsights.first'), t('wrapups:messages.fallbackInsights.second')],
    recommendations: [t('wrapups:messages.fallbackRecommendations.first'), t('wrapups:messages.fallbackRecommendations.second')],
    trend: 'stable',
  };
}

/**
 * The AI's answer with SPEC's defaults for missing fields (in the person's language); null when it does
 * not match the insight shape at all (the caller then uses `fallbackInsights`).
 */
export function readInsightReply(reply: unknown, language: LanguageCode): WrapUpInsights | null {
  const parsed = aiInsightResult.safeParse(reply);
  if (!parsed.success) return null;
  return {
    summary: parsed.data.summary ?? say(language, { key: 'wrapups:messages.missingSummary' }),
    insights: parsed.data.insights ?? [],
    recommendations: parsed.data.recommendations ?? [],
    trend: parsed.data.trend ?? 'stable',
  };
}
