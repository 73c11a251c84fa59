import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { toast } from 'sonner';
import { onboardingBody, type Profile } from '@shared/api/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useProfileSaved } from '@/lib/auth';
import { completeOnboarding } from '../api/complete-onboarding';
import { browserTimezone, defaultTimezone } from '../lib/default-timezone';
import { clearProgress, readProgress, saveProgress, type OnboardingAnswers } from '../lib/saved-progress';
import { titledMessage } from '../lib/titled-message';
import { LanguageStep, NameStep, VoiceStep } from './onboarding-steps';
import { StepIndicator } from './step-indicator';
import { useTranslation } from 'react-i18next';
import { deviceLanguage, useSayMessage } from '@/lib/i18n';

const steps = ['wizard.stepAbout', 'wizard.stepLanguage', 'wizard.stepVoice'] as const;
const stepSchemas = [
  onboardingBody.pick({ fullName: true }),
  onboardingBody.pick({ preferredLanguage: true }),
  onboardingBody,
] as const;
const StepBody = [NameStep, LanguageStep, VoiceStep] as const;


/** First-time setup in three steps; saving it ends onboarding and the overview takes its place. */
export function OnboardingWizard({ profile }: { profile: Profile }) {
  // A reload picks up where the person was, with what they had answered.
  const [saved] = useState(() => readProgress(profile.id));
  const [step, setStep] = useState(saved?.step ?? 0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(
    () =>
      saved?.answers ?? {
        fullName: profile.fullName ?? '',
        // The language the pages were just read in (chosen on this device), else the browser's.
        preferredLanguage: profile.notificationPreferences.preferredLanguage ?? deviceLanguage(),
        voicePreference: profile.notificationPreferences.voicePreference,
        timezone: defaultTimezone(browserTimezone(), profile.timezone),
      },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof OnboardingAnswers, string>>>({});
  const profileSaved = useProfileSaved();
  const save = useMutation({ mutationFn: completeOnboarding });
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation('onboarding');
  const say = useSayMessage();
  const toastError = (message: string) => {
    const { title, description } = titledMessage(say(message));
    toast.error(title, { description });
  };
  const firstRender = useRef(true);

  useEffect(() => saveProgress(profile.id, { step, answers }), [profile.id, step, answers]);

  useEffect(() => {
    // Moving between steps puts focus on the new step's heading, so keyboard and screen reader users follow.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = stepSchemas[step]?.safeParse(answers);
    if (checked && !checked.success) {
      // Said once in a toast, and under each answer that is missing.
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), titledMessage(say(issue.message)).description ?? say(issue.message)])));
      toastError(checked.error.issues[0]?.message ?? t('messages.incomplete'));
      return;
    }
    setErrors({});
    if (step < steps.length - 1) {
      setStep(step + 1);
      return;
    }
    save.mutate(onboardingBody.parse(answers), {
      onSuccess: (completed) => {
        clearProgress(profile.id);
        toast.success(t('messages.success'));
        // The overview replaces the wizard; show it from its greeting, not wherever the wizard was scrolled.
        window.scrollTo({ top: 0 });
        void profileSaved(completed);
      },
      onError: (error) => {
        toast.error(t('messages.failedTitle'), {
          description: error instanceof ApiError ? error.message : t('messages.failed'),
        });
      },
    });
  };

  const Body = StepBody[step] ?? NameStep;
  const last = step === steps.length - 1;

  return (
    <div className="mx-auto max-w-2xl">
      <Card className="p-5 sm:p-8">
        <p className="text-sm font-medium text-primary">{t('wizard.eyebrow')}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
          {t('wizard.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">
          {t('wizard.stepOf', { step: step + 1, total: steps.length, name: t(steps[step] ?? steps[0]) })}
        </p>
        <div className="mt-6">
          <StepIndicator steps={steps.map((name) => t(name))} current={step} />
        </div>
        <form onSubmit={onSubmit} noValidate className="mt-8">
          <Body
            answers={answers}
            errors={errors}
            onChange={(patch) => {
              setAnswers((current) => ({ ...current, ...patch }));
              setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
            }}
          />
          <div className="mt-8 flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0 || save.isPending}>
              <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
              {t('wizard.back')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {last ? t('wizard.complete') : t('wizard.next')}
              {!last && <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
