import { z } from 'zod';
import { languageCodes, voiceStyles } from '../preferences';
import { isTimeZone } from '../time-zones';
import { textKey } from '../i18n/text';

const onOff = z.boolean({ error: textKey('settings:messages.switchInvalid') });

/** Language and voice. Mood reminders are set in the Mood Tracker alone (`/api/mood/reminder`). */
export const notificationPreferences = z.object({
  preferredLanguage: z.enum(languageCodes, { error: textKey('settings:messages.languageInvalid') }).nullable(),
  voicePreference: z.enum(voiceStyles, { error: textKey('settings:messages.voiceInvalid') }).nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** What a new profile starts with: language and voice are chosen in onboarding. */
export const defaultNotificationPreferences: NotificationPreferences = {
  preferredLanguage: null,
  voicePreference: null,
};

export const profile = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  timezone: z.string(),
  notificationPreferences,
  dailySessionLimit: z.number().int(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string().nullable(),
  passExpiresAt: z.string().nullable(),
  /** 'Keep recordings of my voice sessions': off unless chosen; read when a session starts. */
  keepVoiceRecordings: z.boolean(),
  /** True while the profile lacks a full name, a preferred language or a voice preference. */
  needsOnboarding: z.boolean(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const meResponse = z.object({ user: z.object({ id: z.uuid(), email: z.string() }), profile });
export type MeResponse = z.infer<typeof meResponse>;

/** Who is signed in, asked on every page load: a signed-out answer is `{ user: null }`, not an error. */
export const sessionResponse = z.union([meResponse, z.object({ user: z.null() })]);
export type SessionResponse = z.infer<typeof sessionResponse>;

/** A name is never blank once given: without one the person would be sent back to onboarding. */
const fullName = z
  .string({ error: textKey('onboarding:messages.nameRequired') })
  .trim()
  .min(1, textKey('onboarding:messages.nameRequired'))
  .max(120, textKey('settings:messages.nameTooLong'));

export const updateProfileBody = z
  .object({
    fullName,
    timezone: z.string({ error: textKey('settings:messages.timezoneInvalid') }).refine(isTimeZone, { error: textKey('settings:messages.timezoneInvalid') }),
    // Language and voice can be changed but not cleared, for the same reason as the name.
    notificationPreferences: notificationPreferences
      .extend({
        preferredLanguage: z.enum(languageCodes, { error: textKey('settings:messages.languageInvalid') }),
        voicePreference: z.enum(voiceStyles, { error: textKey('settings:messages.voiceInvalid') }),
      })
      .partial(),
    keepVoiceRecordings: onOff,
    /** Never accepted: present only so a request trying to change it gets a clear answer. */
    email: z.never({ error: textKey('settings:messages.emailReadOnly') }),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const onboardingBody = z.object({
  fullName,
  preferredLanguage: z.enum(languageCodes, { error: textKey('onboarding:messages.languageRequired') }),
  voicePreference: z.enum(voiceStyles, { error: textKey('onboarding:messages.voiceRequired') }),
  timezone: z.string({ error: textKey('onboarding:messages.timezoneRequired') }).refine(isTimeZone, { error: textKey('onboarding:messages.timezoneRequired') }),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;
