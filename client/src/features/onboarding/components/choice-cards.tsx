import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  /** Language names are written in their own script and direction. */
  lang?: string;
}

/** A radio group drawn as cards: arrow keys move between them, Space picks one. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = 'sm:grid-cols-2',
  error,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: string;
  /** Why the choice is needed, under the legend (the group is marked invalid). */
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium text-foreground">{legend}</legend>
      {error && (
        <p id={`${name}-error`} className="-mt-1 mb-3 text-sm text-danger">
          {error}
        </p>
      )}
      <div className={cn('grid grid-cols-1 gap-3', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer flex-col rounded-xl border-2 border-border bg-surface px-4 py-3 transition-colors hover:border-slate-300',
              'has-[:checked]:border-primary has-[:checked]:bg-accent/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span className="font-medium text-foreground" lang={choice.lang}>
              {choice.label}
            </span>
            {choice.description && <span className="text-sm text-muted">{choice.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
