import { useState } from 'react';
import { toast } from 'sonner';
import { privacyMessages } from '@shared/messages';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useMe, useProfileSaved } from '@/lib/auth';
import { settingsApi } from '../api/settings-api';

/** 'Keep recordings of my voice sessions': off unless chosen, saved as soon as it is switched. */
export function VoiceRecordingsCard() {
  const { data: me } = useMe();
  const profileSaved = useProfileSaved();
  // The switch moves at once; it goes back if the change could not be saved.
  const [pending, setPending] = useState<boolean | null>(null);
  const saved = me?.profile.keepVoiceRecordings ?? false;

  const change = async (keep: boolean) => {
    setPending(keep);
    try {
      await profileSaved(await settingsApi.updateProfile({ keepVoiceRecordings: keep }));
      toast.success(keep ? privacyMessages.recordingsOn : privacyMessages.recordingsOff);
    } catch (error) {
      toast.error(privacyMessages.recordingsFailed, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="voice-recordings-title">
      <CardTitle id="voice-recordings-title">Voice recordings</CardTitle>
      <CardDescription>
        Your voice is not kept unless you ask. The words of each session are saved either way.
      </CardDescription>
      <div className="mt-5">
        <Switch
          id="settings-keep-recordings"
          checked={pending ?? saved}
          onCheckedChange={(keep) => void change(keep)}
          label="Keep recordings of my voice sessions"
          description="Lets you listen back to what you said from a session's page. Starts with the next thing you say, also in a session already open. Turning it off stops it at once; ones already kept stay until you delete their session or your account."
        />
      </div>
    </Card>
  );
}
