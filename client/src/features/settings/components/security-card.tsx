import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { settingsMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { settingsApi } from '../api/settings-api';
import { passwordFormSchema } from '../lib/settings-forms.schemas';

/** Changing the password while signed in. */
export function SecurityCard() {
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors, isSubmitting } = formState;
  // The mismatch shows while typing; the length rule once the person tries to save.
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const confirmError = mismatch ? settingsMessages.passwordsDontMatch : errors.confirmPassword?.message;

  const onSubmit = handleSubmit(async ({ password: next }) => {
    try {
      await settingsApi.changePassword({ password: next });
    } catch (error) {
      toast.error(settingsMessages.passwordFailed, { description: error instanceof ApiError ? error.message : undefined });
      return;
    }
    reset();
    toast.success(settingsMessages.passwordUpdated, { description: settingsMessages.passwordUpdatedBody });
  });

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Security</CardTitle>
      <CardDescription>Choose a new password for your account.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <Field id="settings-new-password" label="New password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <Field id="settings-confirm-password" label="Confirm new password" error={confirmError}>
          <Input
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!password || !confirmPassword || mismatch}>
            {isSubmitting ? 'Updating…' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
