import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MoodPicker } from './mood-picker';
import { useMoodAfterOptions } from './moods';

/** The dialog's words: ending from the End button, or on the way to another page. */
export interface EndSessionTexts {
  title: string;
  description: string;
  keep: string;
  end: string;
}

/** Asks, optionally, how the person feels now, then ends the session. */
export function EndSessionDialog({
  open,
  onOpenChange,
  onEnd,
  ending,
  texts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnd: (moodAfter: MoodAfter | undefined) => void;
  ending: boolean;
  texts?: EndSessionTexts;
}) {
  const { t } = useTranslation('session');
  const [moodAfter, setMoodAfter] = useState<MoodAfter | undefined>();
  const moodAfterOptions = useMoodAfterOptions();
  const words = texts ?? { title: t('end.title'), description: t('end.description'), keep: t('end.keep'), end: t('end.end') };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={words.title} description={words.description}>
      <div className="space-y-6">
        <MoodPicker name="mood-after" legend={t('end.moodNow')} options={moodAfterOptions} value={moodAfter} onChange={setMoodAfter} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {words.keep}
          </Button>
          <Button onClick={() => onEnd(moodAfter)} loading={ending}>
            {words.end}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
