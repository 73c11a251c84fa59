import { useState } from 'react';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MoodPicker } from './mood-picker';
import { moodAfterOptions } from './moods';

/** Asks, optionally, how the person feels now, then ends the session. */
export function EndSessionDialog({
  open,
  onOpenChange,
  onEnd,
  ending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnd: (moodAfter: MoodAfter | undefined) => void;
  ending: boolean;
}) {
  const [moodAfter, setMoodAfter] = useState<MoodAfter | undefined>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="End this session?" description="Your conversation is saved.">
      <div className="space-y-6">
        <MoodPicker name="mood-after" legend="How do you feel now?" options={moodAfterOptions} value={moodAfter} onChange={setMoodAfter} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep talking
          </Button>
          <Button onClick={() => onEnd(moodAfter)} loading={ending}>
            End Session
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
