import { useTranslation } from 'react-i18next';
import { emotions, MAX_EMOTIONS, type EmotionName } from '@shared/emotions';
import { cn } from '@/lib/cn';

/** The emotions as toggle chips, in text (no emoji: they show as boxes where no emoji font is installed). */
export function EmotionPicker({
  chosen,
  onToggle,
}: {
  chosen: readonly EmotionName[];
  onToggle: (name: EmotionName) => void;
}) {
  const { t } = useTranslation(['mood', 'common']);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-foreground">{t('picker.question')}</legend>
      <p className="mt-0.5 text-sm text-muted">{t('picker.limit', { max: MAX_EMOTIONS, chosen: chosen.length })}</p>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('picker.label')}>
        {emotions.map(({ name }) => {
          const selected = chosen.includes(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={selected}
              onClick={() => onToggle(name)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:border-primary/50 hover:bg-accent/40',
              )}
            >
              {t(`common:emotions.${name}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
