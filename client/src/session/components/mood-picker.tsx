import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MoodOption } from './moods';

/**
 * An optional choice of mood as a radio group of chips: native radios, so arrow keys and screen
 * readers work as expected; choosing the selected chip again clears the choice.
 */
export function MoodPicker<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  oneLine = false,
}: {
  name: string;
  legend: string;
  options: readonly MoodOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** The chips in one row that scrolls sideways on a narrow screen, instead of wrapping. */
  oneLine?: boolean;
}) {
  const { t } = useTranslation('session');
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-foreground">
        {legend} <span className="font-normal text-muted">{t('end.optional')}</span>
      </legend>
      <div className={cn('mt-2 flex gap-2', oneLine ? '-mx-1 overflow-x-auto px-1 pb-1' : 'flex-wrap')}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex shrink-0 cursor-pointer select-none items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked ? 'border-primary bg-accent text-primary' : 'border-border bg-surface hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                onClick={() => checked && onChange(undefined)}
                className="sr-only"
              />
              <span aria-hidden>{option.emoji}</span>
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
