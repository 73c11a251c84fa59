import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/auth';
import { ProfileSettingsForm } from '../components/profile-settings-form';
import { PrivacySection } from '../components/privacy-section';
import { SecurityCard } from '../components/security-card';

/** Profile, notification preferences, password and privacy. */
export function Component() {
  const { t } = useTranslation('settings');
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('page.title')}</h1>
        <p className="mt-1 text-muted">{t('page.intro')}</p>
      </div>
      <ProfileSettingsForm profile={me.profile} />
      <SecurityCard />
      <PrivacySection />
    </div>
  );
}
