import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';

/** Where the person is in the wizard: numbered steps, the done ones ticked. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <ol className="flex items-center gap-2" aria-label={t('wizard.stepOfShort', { step: current + 1, total: steps.length })}>
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary',
                !done && !active && 'border-border text-muted',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : index + 1}
            </span>
            <span className={cn('hidden text-sm sm:inline', active ? 'font-medium text-foreground' : 'text-muted')}>{label}</span>
            {index < steps.length - 1 && <span className={cn('h-0.5 flex-1 rounded', done ? 'bg-primary' : 'bg-border')} aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
