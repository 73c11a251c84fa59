import { z } from 'zod';
import { emotionNames, MAX_EMOTIONS } from '../emotions';
import { textKey, type TextKey } from '../i18n/text';
import { isTimeZone } from '../time-zones';
import { crisisSupport } from '../crisis';

/**
 * A slider's out-of-range message: its text names the slider (`{{name}}`), which a zod message cannot
 * carry, so the mood routes fill the name in from the field (`sliderNames`) in the request's language.
 */
export const SLIDER_RANGE = textKey('mood:messages.sliderRange');

/** The sliders' names, by field, for their range message. */
export const sliderNames = {
  energyLevel: 'mood:levels.energy',
  stressLevel: 'mood:levels.stress',
  sleepQuality: 'mood:levels.sleepQuality',
} as const satisfies Record<string, TextKey>;

/** 1 to 5 in steps of 0.1 (SPEC's sliders). */
const sliderValue = () =>
  z
    .number({ error: SLIDER_RANGE })
    .min(1, SLIDER_RANGE)
    .max(5, SLIDER_RANGE)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, SLIDER_RANGE);

export const moodEntryBody = z.object({
  emotions: z
    .array(z.enum(emotionNames, { error: textKey('mood:messages.chooseEmotion') }), { error: textKey('mood:messages.chooseEmotionTitle') })
    .min(1, textKey('mood:messages.chooseEmotionTitle'))
    .max(MAX_EMOTIONS, textKey('mood:messages.tooMany'))
    .refine((chosen) => new Set(chosen).size === chosen.length, textKey('mood:messages.chooseEmotion')),
  energyLevel: sliderValue(),
  stressLevel: sliderValue(),
  sleepQuality: sliderValue(),
  notes: z.string().trim().max(1000, textKey('mood:messages.notesTooLong')).optional(),
});
export type MoodEntryBody = z.infer<typeof moodEntryBody>;

export const moodEntry = z.object({
  id: z.uuid(),
  moodScore: z.number().int(),
  /** The chosen emotions, comma-joined (SPEC's mood_label). */
  moodLabel: z.string(),
  notes: z.string().nullable(),
  energyLevel: z.number(),
  stressLevel: z.number(),
  sleepQuality: z.number(),
  createdAt: z.string(),
  /** The user's calendar day of the check-in, 'YYYY-MM-DD'. */
  day: z.string(),
});
export type MoodEntry = z.infer<typeof moodEntry>;

/** A saved check-in; `crisis` when its note sounded like the person may be at risk (the save is never blocked). */
export const moodCheckIn = moodEntry.extend({ crisis: crisisSupport.optional() });
export type MoodCheckIn = z.infer<typeof moodCheckIn>;

export const moodEntriesResponse = z.object({
  /** Newest first, at most 60. */
  entries: z.array(moodEntry),
  today: moodEntry.nullable(),
  usage: z.object({
    /** Check-ins since Sunday 00:00 in the user's time zone. */
    checkInsThisWeek: z.number().int(),
    /** -1 is unlimited. */
    limitPerWeek: z.number().int(),
    /** When this week's allowance is used: the local day ('YYYY-MM-DD', a Sunday) the next check-in opens; else null. */
    nextCheckInDay: z.string().nullable(),
  }),
});
export type MoodEntriesResponse = z.infer<typeof moodEntriesResponse>;

export const moodTrends = ['improving', 'declining', 'stable', 'insufficient_data'] as const;
export type MoodTrend = (typeof moodTrends)[number];

export const moodStatsQuery = z.object({
  days: z.coerce.number({ error: textKey('mood:messages.daysInvalid') }).int().min(1).max(365).default(30),
});

export const moodStats = z.object({
  avgMood: z.number().nullable(),
  avgEnergy: z.number().nullable(),
  avgStress: z.number().nullable(),
  avgSleep: z.number().nullable(),
  totalEntries: z.number().int(),
  moodTrend: z.enum(moodTrends),
  /** Every day of the window, oldest first; null where there was no check-in. */
  daily: z.array(
    z.object({
      day: z.string(),
      mood: z.number().nullable(),
      energy: z.number().nullable(),
      stress: z.number().nullable(),
      sleep: z.number().nullable(),
    }),
  ),
});
export type MoodStats = z.infer<typeof moodStats>;

export const DEFAULT_REMINDER_TIME = '09:00';

export const reminderSettings = z.object({
  isEnabled: z.boolean(),
  /** 'HH:MM', 24-hour, in `timezone`. */
  reminderTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, textKey('mood:messages.timeInvalid')),
  timezone: z.string({ error: textKey('mood:messages.timezoneInvalid') }).refine(isTimeZone, { error: textKey('mood:messages.timezoneInvalid') }),
  emailEnabled: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const reminderSaveResponse = z.object({
  reminder: reminderSettings,
  /** Whether the confirmation email went out: 'not_sent' when email reminders are off. */
  confirmation: z.enum(['sent', 'failed', 'not_sent']),
});
export type ReminderSaveResponse = z.infer<typeof reminderSaveResponse>;
