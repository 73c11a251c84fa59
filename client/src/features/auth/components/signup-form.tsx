import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authApi } from '../api/auth-api';
import { signupFormSchema } from '../lib/auth-forms.schemas';
import { errorMessage } from '../lib/error-message';
import { ConfirmationPending } from './email-link-offer';
import { PasswordFields } from './password-fields';
import { Trans, useTranslation } from 'react-i18next';

const linkClass = 'font-medium text-primary underline underline-offset-2';

/** Creates an account; the person then confirms their email before logging in. */
export function SignupForm({ defaultEmail, onSignedUp }: { defaultEmail: string; onSignedUp: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '', fullName: '', acceptTerms: false, confirmAge: false },
  });
  const { errors, isSubmitting } = formState;
  // The address already signed up and waiting for confirmation, once the server has said so.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ email, password, fullName }) => {
    setUnconfirmed(null);
    try {
      const { message } = await authApi.signup({
        email,
        password,
        fullName: fullName ? fullName : undefined,
        acceptTerms: true,
        confirmAge: true,
      });
      toast.success(message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') setUnconfirmed(email);
      toast.error(t('messages.signupErrorTitle'), { description: errorMessage(error) });
      return;
    }
    onSignedUp(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {unconfirmed && <ConfirmationPending key={unconfirmed} email={unconfirmed} message={t('messages.signupUnconfirmed')} />}
      <Field id="signup-email" label={t('form.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <Field id="signup-full-name" label={t('form.fullNameOptional')} error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </Field>
      <PasswordFields
        password={{
          id: 'signup-password',
          label: t('form.password'),
          registration: register('password'),
          error: errors.password?.message,
          hint: t('form.passwordHint'),
        }}
        confirm={{
          id: 'signup-confirm-password',
          label: t('form.confirmPassword'),
          registration: register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <Checkbox
            id="signup-terms"
            checked={field.value}
            onCheckedChange={field.onChange}
            error={fieldState.error?.message}
            label={
              <Trans
                t={t}
                i18nKey="form.agreeTerms"
                components={{
                  terms: <Link to={paths.terms} target="_blank" rel="noreferrer" className={linkClass} />,
                  privacy: <Link to={paths.privacy} target="_blank" rel="noreferrer" className={linkClass} />,
                }}
              />
            }
          />
        )}
      />
      <Controller
        control={control}
        name="confirmAge"
        render={({ field, fieldState }) => (
          <Checkbox
            id="signup-age"
            checked={field.value}
            onCheckedChange={field.onChange}
            error={fieldState.error?.message}
            label={t('form.ageConfirm')}
          />
        )}
      />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? t('form.creatingAccount') : t('form.createAccount')}
      </Button>
    </form>
  );
}
