import { z } from 'zod';
import { languageCodes, voiceStyles } from '@shared/preferences';

const progressSchema = z.object({
  step: z.number().int().min(0).max(2),
  answers: z.object({
    fullName: z.string().max(500),
    preferredLanguage: z.enum(languageCodes).nullable(),
    voicePreference: z.enum(voiceStyles).nullable(),
    timezone: z.string().max(64),
  }),
});

/** Where the wizard is and what has been answered so far. */
export type OnboardingProgress = z.infer<typeof progressSchema>;
export type OnboardingAnswers = OnboardingProgress['answers'];

// Per account, so two people sharing a browser never see each other's answers.
const storageKey = (userId: string) => `solace.onboarding.${userId}`;

/** The progress kept on this device, so a reload (or a later visit) resumes the wizard where it was. */
export function readProgress(userId: string): OnboardingProgress | null {
  try {
    const stored = localStorage.getItem(storageKey(userId));
    const parsed = stored === null ? null : progressSchema.safeParse(JSON.parse(stored));
    return parsed?.success ? parsed.data : null;
  } catch {
    // Unreadable or blocked storage: the wizard starts from the beginning, as it would without it.
    return null;
  }
}

export function saveProgress(userId: string, progress: OnboardingProgress): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(progress));
  } catch {
    // Full or blocked storage only costs the resume after a reload.
  }
}

export function clearProgress(userId: string): void {
  try {
    localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing was kept.
  }
}
