import { useEffect } from 'react';
import { useMe } from './auth';
import { chooseLanguage } from './i18n';

/** Signed in, every screen speaks the profile's preferred language, and follows it when it changes. */
export function useProfileLanguage(): void {
  const { data: me } = useMe();
  const language = me?.profile.notificationPreferences.preferredLanguage ?? null;
  useEffect(() => {
    if (language) void chooseLanguage(language);
  }, [language]);
}
