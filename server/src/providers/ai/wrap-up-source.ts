import { z } from 'zod';

/**
 * SPEC's wrap-up source data (the `generate_weekly_wrap_up_data` result): what a wrap-up's `insights`
 * request carries as its user message, in SPEC's snake_case; the wrap-ups feature writes it, providers
 * read it. Day names are English ('Wednesday'); the offline provider turns them into the user's
 * language. Averages are 1-5 rounded to 2 decimals, null without check-ins.
 */
export const wrapUpSourceData = z.object({
  period_start: z.string(),
  period_end: z.string(),
  mood_data: z.object({
    mood_average: z.number().nullable(),
    energy_average: z.number().nullable(),
    stress_average: z.number().nullable(),
    sleep_average: z.number().nullable(),
    entry_count: z.number().int(),
    best_day: z.string().nullable(),
    challenging_day: z.string().nullable(),
    /**
     * Beyond SPEC: the mood average of the earlier and the later half of the week's check-ins (by day;
     * the earlier half takes the odd one), so a trend can be read from the figures. Null without two check-ins.
     */
    first_half_mood_average: z.number().nullable().optional(),
    second_half_mood_average: z.number().nullable().optional(),
  }),
  session_data: z.object({
    total_sessions: z.number().int(),
    /** Seconds. */
    total_duration: z.number().int(),
    avg_duration: z.number(),
    most_active_day: z.string().nullable(),
  }),
  /**
   * Beyond SPEC: how many mood check-ins the person's plan allows a week, null when one a day; so no
   * wrap-up suggests checking in more often than the plan lets them.
   */
  check_ins_allowed_per_week: z.number().int().nullable().optional(),
});
export type WrapUpSourceData = z.infer<typeof wrapUpSourceData>;
