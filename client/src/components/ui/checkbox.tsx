import type { ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSayMessage } from '@/lib/i18n';

/** A checkbox with its label beside it (the whole label toggles it) and an optional error below. */
export function Checkbox({
  id,
  checked,
  onCheckedChange,
  label,
  error,
  className,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string;
  className?: string;
}) {
  const say = useSayMessage();
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-3">
        <RadixCheckbox.Root
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-surface',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'aria-invalid:border-danger',
          )}
        >
          <RadixCheckbox.Indicator>
            <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className="text-sm leading-6 text-foreground">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="ps-8 text-sm text-danger">
          {say(error)}
        </p>
      )}
    </div>
  );
}
