import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useMe, useProfileSaved } from '@/lib/auth';
import { settingsApi } from '../api/settings-api';

/** 'Keep recordings of my voice sessions': off unless chosen, saved as soon as it is switched. */
export function VoiceRecordingsCard() {
  const { t } = useTranslation('settings');
  const { data: me } = useMe();
  const profileSaved = useProfileSaved();
  // The switch moves at once; it goes back if the change could not be saved.
  const [pending, setPending] = useState<boolean | null>(null);
  const saved = me?.profile.keepVoiceRecordings ?? false;

  const change = async (keep: boolean) => {
    setPending(keep);
    try {
      await profileSaved(await settingsApi.updateProfile({ keepVoiceRecordings: keep }));
      toast.success(t(keep ? 'privacyMessages.recordingsOn' : 'privacyMessages.recordingsOff'));
    } catch (error) {
      toast.error(t('privacyMessages.recordingsFailed'), { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="voice-recordings-title">
      <CardTitle id="voice-recordings-title">{t('recordings.title')}</CardTitle>
      <CardDescription>{t('recordings.description')}</CardDescription>
      <div className="mt-5">
        <Switch
          id="settings-keep-recordings"
          checked={pending ?? saved}
          onCheckedChange={(keep) => void change(keep)}
          label={t('recordings.keep')}
          description={t('recordings.keepDescription')}
        />
      </div>
    </Card>
  );
}
