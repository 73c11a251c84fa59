import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { ContactBody } from '@shared/api/contact';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';

/** One labelled contact-form control, wired to the form and to its error for screen readers. */
export function ContactField({
  name,
  label,
  register,
  error,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: {
  name: keyof ContactBody;
  label: string;
  register: UseFormRegister<ContactBody>;
  error: FieldError | undefined;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'email';
  maxLength: number;
}) {
  const id = `contact-${name}`;
  const shared = { maxLength, required: true, ...register(name) };
  return (
    <Field id={id} label={label} error={error?.message}>
      {multiline ? (
        <Textarea rows={6} className="min-h-40 resize-y" {...shared} />
      ) : (
        <Input type={type} autoComplete={autoComplete} inputMode={inputMode} {...shared} />
      )}
    </Field>
  );
}
