import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
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
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        const { message } = await authApi.reset({ token, password });
        toast.success(message || authMessages.resetSuccess);
      } catch (error) {
        toast.error(authMessages.resetFailedTitle, { description: errorMessage(error) });
        return;
      }
      // Every session ended with the reset; drop this browser's too before asking for the new password.
      await signOut(() => navigate(paths.login(), { replace: true }));
    },
    (invalid) => {
      const message = invalid.password?.message ?? invalid.confirmPassword?.message;
      if (message) toast.error(authMessages.errorTitle, { description: message });
    },
  );

  return (
    <AuthPage title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordFields
          password={{
            id: 'reset-password',
            label: 'New password',
            registration: register('password'),
            hint: 'Minimum 6 characters',
            invalid: Boolean(errors.password),
          }}
          confirm={{
            id: 'reset-confirm-password',
            label: 'Confirm new password',
            registration: register('confirmPassword'),
            invalid: Boolean(errors.confirmPassword),
          }}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Updating…' : 'Update password'}
        </Button>
      </form>
    </AuthPage>
  );
}

function MissingLink() {
  return (
    <AuthPage title="Reset your password">
      <p role="alert">{authMessages.resetLinkMissing}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.forgotPassword}>Request a new link</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
