import { z } from 'zod';
import { languageCodes, timezones, voiceStyles } from '../preferences';
import { onboardingMessages } from '../messages';

export const notificationPreferences = z.object({
  emailReminders: z.boolean(),
  moodReminders: z.boolean(),
  sessionSummaries: z.boolean(),
  preferredLanguage: z.enum(languageCodes).nullable(),
  voicePreference: z.enum(voiceStyles).nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const profile = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  timezone: z.enum(timezones),
  notificationPreferences,
  dailySessionLimit: z.number().int(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string().nullable(),
  passExpiresAt: z.string().nullable(),
  /** True while the profile lacks a full name, a preferred language or a voice preference. */
  needsOnboarding: z.boolean(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const meResponse = z.object({ user: z.object({ id: z.uuid(), email: z.string() }), profile });
export type MeResponse = z.infer<typeof meResponse>;

export const updateProfileBody = z
  .object({
    fullName: z.string().trim().max(120).nullable(),
    timezone: z.enum(timezones),
    notificationPreferences: notificationPreferences.partial(),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const onboardingBody = z.object({
  fullName: z.string().trim().min(1, onboardingMessages.nameRequired).max(120),
  preferredLanguage: z.enum(languageCodes, { error: onboardingMessages.languageRequired }),
  voicePreference: z.enum(voiceStyles, { error: onboardingMessages.incomplete }),
  timezone: z.enum(timezones, { error: onboardingMessages.incomplete }),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;
