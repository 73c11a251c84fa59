import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authApi } from '../api/auth-api';
import { forgotFormSchema } from '../lib/auth-forms.schemas';
import { errorMessage } from '../lib/error-message';

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await authApi.recover(values);
      toast.success(message || authMessages.recoverSent);
    } catch (error) {
      toast.error(authMessages.errorTitle, { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">Enter the email you signed up with and we will send you a link to choose a new password.</p>
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Login
      </Button>
    </form>
  );
}
