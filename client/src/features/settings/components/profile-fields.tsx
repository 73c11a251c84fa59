import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { settingsMessages } from '@shared/messages';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TimezoneInput } from '@/components/ui/timezone-input';
import type { ProfileFormValues } from '../lib/settings-forms.schemas';

/** Who the person is: the fixed email, their name and time zone. */
export function ProfileFields({
  email,
  register,
  errors,
}: {
  email: string;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How your companion knows you.</CardDescription>
      </div>
      <Field id="settings-email" label="Email" hint={settingsMessages.emailReadOnly}>
        <Input type="email" value={email} readOnly aria-readonly disabled />
      </Field>
      <Field id="settings-full-name" label="Full name" error={errors.fullName?.message}>
        <Input
          autoComplete="name"
          {...register('fullName')}
        />
      </Field>
      <Field id="settings-timezone" label="Time zone" error={errors.timezone?.message}>
        <TimezoneInput {...register('timezone')} />
      </Field>
    </Card>
  );
}
