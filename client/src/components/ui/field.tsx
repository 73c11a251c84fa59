import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useSayMessage } from '@/lib/i18n';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A labelled form control with an optional hint and error. The one control inside gets the field's
 * `id` and is wired for screen readers here: described by the hint or the error, invalid with an error.
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the control invalid when its message is told elsewhere (a toast, another field). */
  invalid?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const say = useSayMessage();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], errorId ?? hintId].filter(Boolean).join(' ');
  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error || invalid ? true : children.props['aria-invalid'],
  });
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {control}
      {hintId && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {say(error ?? '')}
        </p>
      )}
    </div>
  );
}
