import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { EndSessionDialog } from './end-session-dialog';

/** Asked when a running session's page is left for another page of the app: stay, or end it and go. */
export function LeaveSessionDialog({
  blocker,
  onEnd,
  ending,
}: {
  blocker: Blocker;
  onEnd: (moodAfter: MoodAfter | undefined) => void;
  ending: boolean;
}) {
  const { t } = useTranslation('session');
  const blocked = blocker.state === 'blocked';
  return (
    <EndSessionDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked && !ending) blocker.reset();
      }}
      onEnd={onEnd}
      ending={ending}
      texts={{ title: t('end.leaveTitle'), description: t('end.leaveDescription'), keep: t('end.stay'), end: t('end.endAndLeave') }}
    />
  );
}
