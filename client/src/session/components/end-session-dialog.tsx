import { useState } from 'react';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MoodPicker } from './mood-picker';
import { moodAfterOptions } from './moods';

/** The dialog's words: ending from the End button, or on the way to another page. */
export interface EndSessionTexts {
  title: string;
  description: string;
  keep: string;
  end: string;
}

const endTexts: EndSessionTexts = {
  title: 'End this session?',
  description: 'Your conversation is saved.',
  keep: 'Keep talking',
  end: 'End Session',
};

/** Asks, optionally, how the person feels now, then ends the session. */
export function EndSessionDialog({
  open,
  onOpenChange,
  onEnd,
  ending,
  texts = endTexts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnd: (moodAfter: MoodAfter | undefined) => void;
  ending: boolean;
  texts?: EndSessionTexts;
}) {
  const [moodAfter, setMoodAfter] = useState<MoodAfter | undefined>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} description={texts.description}>
      <div className="space-y-6">
        <MoodPicker name="mood-after" legend="How do you feel now?" options={moodAfterOptions} value={moodAfter} onChange={setMoodAfter} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.keep}
          </Button>
          <Button onClick={() => onEnd(moodAfter)} loading={ending}>
            {texts.end}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
