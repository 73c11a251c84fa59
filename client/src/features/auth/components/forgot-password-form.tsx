import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authApi } from '../api/auth-api';
import { forgotFormSchema } from '../lib/auth-forms.schemas';
import { errorMessage } from '../lib/error-message';
import { useTranslation } from 'react-i18next';

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await authApi.recover(values);
      toast.success(message || t('messages.recoverSent'));
    } catch (error) {
      toast.error(t('messages.errorTitle'), { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('form.forgotLead')}</p>
      <Field id="forgot-email" label={t('form.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('form.sendReset')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('form.backToLogin')}
      </Button>
    </form>
  );
}
