import { useTranslation } from 'react-i18next';
import { ToggleGroup } from 'radix-ui';
import { emotions, MAX_EMOTIONS, type EmotionName } from '@shared/emotions';
import { cn } from '@/lib/cn';

/**
 * The emotions as toggle chips, in text (no emoji: they show as boxes where no emoji font is installed):
 * one Tab stop, the arrow keys moving between chips and Space choosing, so the sliders after them are
 * a press away rather than thirty.
 */
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
      <ToggleGroup.Root
        type="multiple"
        value={[...chosen]}
        // One chip changes at a time; the form decides whether it may (at most three).
        onValueChange={(next) => {
          const changed = emotions.find(({ name }) => next.includes(name) !== chosen.includes(name));
          if (changed) onToggle(changed.name);
        }}
        className="mt-3 flex flex-wrap gap-2"
        aria-label={t('picker.label')}
      >
        {emotions.map(({ name }) => (
          <ToggleGroup.Item
            key={name}
            value={name}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              chosen.includes(name)
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:border-primary/50 hover:bg-accent/40',
            )}
          >
            {t(`common:emotions.${name}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </fieldset>
  );
}
