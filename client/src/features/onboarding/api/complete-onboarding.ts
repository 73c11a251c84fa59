import type { OnboardingBody, Profile } from '@shared/api/profile';
import { api } from '@/lib/api-client';

/** Saves the wizard's answers; the returned profile no longer needs onboarding. */
export function completeOnboarding(body: OnboardingBody): Promise<Profile> {
  return api.post<Profile>('/api/profile/onboarding', body);
}
