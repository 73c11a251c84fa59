import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MemoriesCard } from './memories-card';
import { VoiceRecordingsCard } from './voice-recordings-card';
import { YourDataCard } from './your-data-card';

/** Settings' Privacy section: memories, voice recordings, the data download and account deletion. */
export function PrivacySection() {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby="privacy-heading" className="space-y-4 pt-2">
      <div>
        <h2 id="privacy-heading" className="text-xl font-semibold">
          {t('privacy.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="privacy.intro"
            components={{ policy: <Link to={paths.privacy} className="text-primary underline underline-offset-4" /> }}
          />
        </p>
      </div>
      <MemoriesCard />
      <VoiceRecordingsCard />
      <YourDataCard />
    </section>
  );
}
