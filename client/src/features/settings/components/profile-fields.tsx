import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </div>
      <Field id="settings-email" label={t('profile.email')} hint={t('messages.emailReadOnly')}>
        <Input type="email" value={email} readOnly aria-readonly disabled />
      </Field>
      <Field id="settings-full-name" label={t('profile.fullName')} error={errors.fullName?.message}>
        <Input
          autoComplete="name"
          {...register('fullName')}
        />
      </Field>
      <Field id="settings-timezone" label={t('profile.timezone')} error={errors.timezone?.message}>
        <TimezoneInput {...register('timezone')} />
      </Field>
    </Card>
  );
}
