import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth';
import { authApi } from '../api/auth-api';
import { AuthPage } from '../components/auth-page';
import { PasswordFields } from '../components/password-fields';
import { resetFormSchema } from '../lib/auth-forms.schemas';
import { errorMessage } from '../lib/error-message';
import { readAuthHash } from '../lib/auth-hash';
import { useSayMessage } from '@/lib/i18n';

/** Opened from the password reset email (`#type=recovery&token=…`): choose a new password. */
export function Component() {
  const location = useLocation();
  const [recovery] = useState(() => readAuthHash(location.hash));
  if (!recovery.isRecovery || !recovery.token) return <MissingLink />;
  return <ResetForm token={recovery.token} />;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation('auth');
  const say = useSayMessage();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        const { message } = await authApi.reset({ token, password });
        toast.success(message || t('messages.resetSuccess'));
      } catch (error) {
        toast.error(t('messages.resetFailedTitle'), { description: errorMessage(error) });
        return;
      }
      // Every session ended with the reset; drop this browser's too before asking for the new password.
      await signOut(() => navigate(paths.login(), { replace: true }));
    },
    (invalid) => {
      const message = invalid.password?.message ?? invalid.confirmPassword?.message;
      if (message) toast.error(t('messages.errorTitle'), { description: say(message) });
    },
  );

  return (
    <AuthPage title={t('pages.resetTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordFields
          password={{
            id: 'reset-password',
            label: t('pages.newPassword'),
            registration: register('password'),
            hint: t('form.passwordHint'),
            invalid: Boolean(errors.password),
          }}
          confirm={{
            id: 'reset-confirm-password',
            label: t('pages.confirmNewPassword'),
            registration: register('confirmPassword'),
            invalid: Boolean(errors.confirmPassword),
          }}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('pages.updating') : t('pages.updatePassword')}
        </Button>
      </form>
    </AuthPage>
  );
}

function MissingLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('pages.resetYourPassword')}>
      <p role="alert">{t('messages.resetLinkMissing')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.forgotPassword}>{t('pages.requestNewLink')}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('pages.returnHome')}
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
