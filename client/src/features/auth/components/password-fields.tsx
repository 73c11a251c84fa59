import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface PasswordInput {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Marks the field invalid when its message is told elsewhere (a toast). */
  invalid?: boolean;
  hint?: string;
}

/** A new password and its confirmation, for sign-up and for the reset page. */
export function PasswordFields({ password, confirm }: { password: PasswordInput; confirm: PasswordInput }) {
  return (
    <>
      <PasswordField {...password} />
      <PasswordField {...confirm} />
    </>
  );
}

function PasswordField({ id, label, registration, error, invalid, hint }: PasswordInput) {
  return (
    <Field id={id} label={label} hint={hint} error={error} invalid={invalid}>
      <Input type="password" autoComplete="new-password" {...registration} />
    </Field>
  );
}
