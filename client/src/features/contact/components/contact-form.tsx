import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import { contactBody, type ContactBody } from '@shared/api/contact';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { contactApi } from '../api/contact-api';
import { ContactField } from './contact-field';

const fieldNames = ['name', 'email', 'subject', 'message'] as const;
const emptyForm: ContactBody = { name: '', email: '', subject: '', message: '' };

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string };

/** Name, email, subject and message. Sending stays disabled until all four are filled in. */
export function ContactForm() {
  const { register, handleSubmit, reset, control, formState } = useForm({
    resolver: zodResolver(contactBody),
    defaultValues: emptyForm,
  });
  const values = useWatch({ control });
  const { t } = useTranslation('contact');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors, isSubmitting } = formState;
  const filledIn = fieldNames.filter((name) => (values[name] ?? '').trim() !== '').length;

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await contactApi.send(body);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('messages.failed');
      setOutcome({ kind: 'failed', message });
      toast.error(t('messages.failedTitle'), { description: message });
      return;
    }
    reset(emptyForm);
    setOutcome({ kind: 'sent' });
    toast.success(t('messages.success'));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField name="name" label={t('form.name')} autoComplete="name" maxLength={120} register={register} error={errors.name} />
        <ContactField
          name="email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          register={register}
          error={errors.email}
        />
      </div>
      <ContactField name="subject" label={t('form.subject')} maxLength={200} register={register} error={errors.subject} />
      <ContactField name="message" label={t('form.message')} multiline maxLength={5000} register={register} error={errors.message} />
      {/* Shown in the form as well as in the toast, so the outcome stays in view after the toast has gone. */}
      {outcome?.kind === 'sent' && filledIn === 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-teal-50 px-4 py-3 text-sm text-teal-900">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('messages.success')}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {outcome.message}
        </p>
      )}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          {filledIn < fieldNames.length ? t('form.fillAll') : t('form.ready')}
        </p>
        <Button type="submit" size="lg" disabled={filledIn < fieldNames.length} loading={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
