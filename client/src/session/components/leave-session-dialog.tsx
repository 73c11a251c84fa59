import type { Blocker } from 'react-router-dom';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { EndSessionDialog, type EndSessionTexts } from './end-session-dialog';

const leaveTexts: EndSessionTexts = {
  title: 'Leave this session?',
  description: 'Leaving ends the session. Everything said so far is saved.',
  keep: 'Stay',
  end: 'End and leave',
};

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
  const blocked = blocker.state === 'blocked';
  return (
    <EndSessionDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked && !ending) blocker.reset();
      }}
      onEnd={onEnd}
      ending={ending}
      texts={leaveTexts}
    />
  );
}
