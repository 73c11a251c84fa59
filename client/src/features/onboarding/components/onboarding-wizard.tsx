import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { toast } from 'sonner';
import { onboardingBody, type Profile } from '@shared/api/profile';
import { onboardingMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useProfileSaved } from '@/lib/auth';
import { completeOnboarding } from '../api/complete-onboarding';
import { browserLanguages, defaultLanguage } from '../lib/default-language';
import { browserTimezone, defaultTimezone } from '../lib/default-timezone';
import { clearProgress, readProgress, saveProgress, type OnboardingAnswers } from '../lib/saved-progress';
import { titledMessage } from '../lib/titled-message';
import { LanguageStep, NameStep, VoiceStep } from './onboarding-steps';
import { StepIndicator } from './step-indicator';

const steps = ['About you', 'Language', 'Voice & time zone'] as const;
const stepSchemas = [
  onboardingBody.pick({ fullName: true }),
  onboardingBody.pick({ preferredLanguage: true }),
  onboardingBody,
] as const;
const StepBody = [NameStep, LanguageStep, VoiceStep] as const;

function toastError(message: string) {
  const { title, description } = titledMessage(message);
  toast.error(title, { description });
}

/** First-time setup in three steps; saving it ends onboarding and the overview takes its place. */
export function OnboardingWizard({ profile }: { profile: Profile }) {
  // A reload picks up where the person was, with what they had answered.
  const [saved] = useState(() => readProgress(profile.id));
  const [step, setStep] = useState(saved?.step ?? 0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(
    () =>
      saved?.answers ?? {
        fullName: profile.fullName ?? '',
        preferredLanguage: profile.notificationPreferences.preferredLanguage ?? defaultLanguage(browserLanguages()),
        voicePreference: profile.notificationPreferences.voicePreference,
        timezone: defaultTimezone(browserTimezone(), profile.timezone),
      },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof OnboardingAnswers, string>>>({});
  const profileSaved = useProfileSaved();
  const save = useMutation({ mutationFn: completeOnboarding });
  const heading = useRef<HTMLHeadingElement>(null);
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
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), titledMessage(issue.message).description ?? issue.message])));
      toastError(checked.error.issues[0]?.message ?? onboardingMessages.incomplete);
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
        toast.success(onboardingMessages.success);
        // The overview replaces the wizard; show it from its greeting, not wherever the wizard was scrolled.
        window.scrollTo({ top: 0 });
        void profileSaved(completed);
      },
      onError: (error) => {
        toast.error(onboardingMessages.failedTitle, {
          description: error instanceof ApiError ? error.message : onboardingMessages.failed,
        });
      },
    });
  };

  const Body = StepBody[step] ?? NameStep;
  const last = step === steps.length - 1;

  return (
    <div className="mx-auto max-w-2xl">
      <Card className="p-5 sm:p-8">
        <p className="text-sm font-medium text-primary">Welcome to Solace</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-semibold focus:outline-none">
          Let&apos;s set things up for you
        </h1>
        <p className="mt-1 text-sm text-muted">
          Step {step + 1} of {steps.length}: {steps[step]}
        </p>
        <div className="mt-6">
          <StepIndicator steps={steps} current={step} />
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
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back
            </Button>
            <Button type="submit" loading={save.isPending}>
              {last ? 'Complete Setup' : 'Next'}
              {!last && <ArrowRight className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
