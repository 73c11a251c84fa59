import { z } from 'zod';
import { notificationPreferences, updateProfileBody, type Profile } from '@shared/api/profile';
import { textKey } from '@shared/i18n/text';
import { languageCodes, MIN_PASSWORD_LENGTH, voiceStyles } from '@shared/preferences';

/** An optional choice in a select: '' while nothing is chosen, sent as null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).transform((value) => (value === '' ? null : value));

export const profileFormSchema = z.object({
  timezone: updateProfileBody.shape.timezone.unwrap(),
  // The server's own rule: a blank name would send the person back to onboarding.
  fullName: updateProfileBody.shape.fullName.unwrap(),
  notificationPreferences: notificationPreferences.extend({
    preferredLanguage: optionalChoice(languageCodes),
    voicePreference: optionalChoice(voiceStyles),
  }),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormValues(current: Profile): ProfileFormValues {
  const prefs = current.notificationPreferences;
  return {
    fullName: current.fullName ?? '',
    timezone: current.timezone,
    notificationPreferences: {
      ...prefs,
      preferredLanguage: prefs.preferredLanguage ?? '',
      voicePreference: prefs.voicePreference ?? '',
    },
  };
}

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, textKey('settings:messages.currentPasswordRequired')).max(200),
    password: z.string().min(MIN_PASSWORD_LENGTH, textKey('settings:messages.passwordMin')).max(200),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: textKey('settings:messages.passwordsDontMatch'),
  });
