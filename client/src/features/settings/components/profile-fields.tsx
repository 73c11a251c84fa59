import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { settingsMessages } from '@shared/messages';
import { timezones } from '@shared/preferences';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
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
        <Input id="settings-email" type="email" value={email} readOnly aria-readonly disabled aria-describedby="settings-email-hint" />
      </Field>
      <Field id="settings-full-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="settings-full-name"
          autoComplete="name"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? 'settings-full-name-error' : undefined}
          {...register('fullName')}
        />
      </Field>
      <Field id="settings-timezone" label="Time zone">
        <Select id="settings-timezone" {...register('timezone')}>
          {timezones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
      </Field>
    </Card>
  );
}
