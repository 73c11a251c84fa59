import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { textKey } from '@shared/i18n/text';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { settingsApi } from '../api/settings-api';
import { passwordFormSchema } from '../lib/settings-forms.schemas';

/** Changing the password while signed in. */
export function SecurityCard() {
  const { t } = useTranslation('settings');
  const { register, control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const [currentPassword, password, confirmPassword] = useWatch({ control, name: ['currentPassword', 'password', 'confirmPassword'] });
  const { errors, isSubmitting } = formState;
  // The mismatch shows while typing; the length rule once the person tries to save.
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const confirmError = mismatch ? textKey('settings:messages.passwordsDontMatch') : errors.confirmPassword?.message;

  const onSubmit = handleSubmit(async ({ currentPassword: current, password: next }) => {
    try {
      await settingsApi.changePassword({ currentPassword: current, password: next });
    } catch (error) {
      // A wrong current password is said beside its field, where it can be typed again.
      if (error instanceof ApiError && error.code === 'invalid_credentials') return setError('currentPassword', { message: error.message }, { shouldFocus: true });
      toast.error(t('messages.passwordFailed'), { description: error instanceof ApiError ? error.message : undefined });
      return;
    }
    reset();
    toast.success(t('messages.passwordUpdated'), { description: t('messages.passwordUpdatedBody') });
  });

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('security.title')}</CardTitle>
      <CardDescription>{t('security.description')}</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <Field id="settings-current-password" label={t('security.currentPassword')} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field id="settings-new-password" label={t('security.newPassword')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <Field id="settings-confirm-password" label={t('security.confirmPassword')} error={confirmError}>
          <Input
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!currentPassword || !password || !confirmPassword || mismatch}>
            {isSubmitting ? t('security.updating') : t('security.update')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
