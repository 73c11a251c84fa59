import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodBefore } from '@shared/protocol/client-messages';
import { MoodPicker } from '@/session/components/mood-picker';
import { useMoodBeforeOptions } from '@/session/components/moods';

/**
 * The mood before, asked beside the conversation rather than before it: optional, gone once chosen,
 * dismissed, or once the person has said something (by then the words say more than a chip).
 */
export function MoodBeforePrompt({ onChoose }: { onChoose: (mood: MoodBefore) => void }) {
  const { t } = useTranslation('session');
  const [dismissed, setDismissed] = useState(false);
  const moodBeforeOptions = useMoodBeforeOptions();
  if (dismissed) return null;
  return (
    <div className="flex items-start gap-3 border-b border-border bg-slate-50/60 px-4 py-2.5" data-testid="mood-before-prompt">
      <div className="min-w-0 flex-1">
        <MoodPicker
          name="mood-before"
          legend={t('live.moodNow')}
          options={moodBeforeOptions}
          value={undefined}
          onChange={(mood) => mood && onChoose(mood)}
          oneLine
        />
      </div>
      <button type="button" onClick={() => setDismissed(true)} className="shrink-0 text-sm font-medium text-muted hover:text-foreground">
        {t('live.notNow')}
      </button>
    </div>
  );
}
