import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useReloadMe } from '@/lib/auth';
import { authApi } from '../api/auth-api';
import { loginFormSchema } from '../lib/auth-forms.schemas';
import { errorMessage } from '../lib/error-message';
import { ConfirmationPending, LoginPaused } from './email-link-offer';
import { useTranslation } from 'react-i18next';

/** Email and password; on success the caller decides where to go. */
export function LoginForm({
  defaultEmail,
  onForgotPassword,
  onLoggedIn,
}: {
  defaultEmail: string;
  onForgotPassword: (email: string) => void;
  onLoggedIn: () => void;
}) {
  const reloadMe = useReloadMe();
  const { t } = useTranslation('auth');
  const { register, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = formState;
  // The address whose confirmation is pending, once the server has said so for it.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The address whose logins from this browser are paused (too many attempts on the account).
  const [paused, setPaused] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmed(null);
    setPaused(null);
    try {
      await authApi.login(values);
      await reloadMe();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') setUnconfirmed(values.email);
      if (error instanceof ApiError && error.code === 'login_paused') setPaused(values.email);
      toast.error(t('messages.loginErrorTitle'), { description: errorMessage(error) });
      return;
    }
    toast.success(t('messages.loginSuccess'));
    onLoggedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {unconfirmed && <ConfirmationPending key={unconfirmed} email={unconfirmed} message={t('messages.emailNotConfirmed')} />}
      {paused && <LoginPaused key={paused} email={paused} />}
      <Field id="login-email" label={t('form.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label={t('form.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
      </Field>
      <div className="flex justify-end">
        <Button variant="link" size="sm" onClick={() => onForgotPassword(getValues('email'))}>
          {t('form.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? t('form.loggingIn') : t('form.logIn')}
      </Button>
    </form>
  );
}
